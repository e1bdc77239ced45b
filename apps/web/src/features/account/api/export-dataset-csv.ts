import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/use-api-client';
import { exportFileName, saveFile } from './save-file';

/** The datasets with a CSV of their own (one row per record). */
export const CSV_DATASETS = ['check-ins', 'habit-marks', 'diary'] as const;
export type CsvDataset = (typeof CSV_DATASETS)[number];

/** GET /api/v1/account/export/:dataset.csv, saved as `ascend-<dataset>-<date>.csv`. */
function exportDatasetCsv(client: ApiClient, dataset: CsvDataset): Promise<Blob> {
  return client.requestBlob(`/account/export/${dataset}.csv`);
}

export function useExportDatasetCsv() {
  const client = useApiClient();
  return useMutation<void, Error, CsvDataset>({
    mutationFn: async (dataset) => {
      const blob = await exportDatasetCsv(client, dataset);
      saveFile(blob, exportFileName(dataset, 'csv'));
    },
  });
}
