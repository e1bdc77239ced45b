import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/use-api-client';
import { exportFileName, saveFile } from './save-file';

/** GET /api/v1/account/export: everything of the user's, as a JSON file. */
function exportAccount(client: ApiClient): Promise<Blob> {
  return client.requestBlob('/account/export');
}

export function useExportAccount() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () => {
      const blob = await exportAccount(client);
      saveFile(blob, exportFileName('data', 'json'));
    },
  });
}
