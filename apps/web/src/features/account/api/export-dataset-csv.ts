import type { AccountCsvDataset } from '@ascend/contracts';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/use-api-client';
import { exportFileName, saveFile } from './save-file';

/** The datasets with a CSV of their own (one row per record), as the contracts list them. */
export { ACCOUNT_CSV_DATASETS as CSV_DATASETS } from '@ascend/contracts';
type CsvDataset = AccountCsvDataset;

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
