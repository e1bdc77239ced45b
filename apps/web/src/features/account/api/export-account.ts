import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/use-api-client';

/** GET /api/v1/account/export: everything of the user's, as a JSON file. */
function exportAccount(client: ApiClient): Promise<Blob> {
  return client.requestBlob('/account/export');
}

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportAccount() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () => {
      const blob = await exportAccount(client);
      download(blob, `ascend-data-${new Date().toISOString().slice(0, 10)}.json`);
    },
  });
}
