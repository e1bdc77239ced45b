import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/use-api-client';

/** GET /api/v1/account/export: everything of the user's, as a JSON file. */
export function exportAccount(client: ApiClient): Promise<Blob> {
  return client.requestBlob('/account/export');
}

/** DELETE /api/v1/account with the re-entered password. */
export function deleteAccount(client: ApiClient, password: string): Promise<void> {
  return client.request<undefined>('/account', { method: 'DELETE', body: { password } });
}

/** PUT /api/v1/avatar, multipart field `file`; answers the new picture's address. */
export function uploadAvatar(client: ApiClient, file: File): Promise<{ avatar_url: string }> {
  const formData = new FormData();
  formData.append('file', file);
  return client.request<{ avatar_url: string }>('/avatar', { method: 'PUT', formData });
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

export function useDeleteAccount() {
  const client = useApiClient();
  return useMutation<void, Error, string>({
    mutationFn: (password) => deleteAccount(client, password),
  });
}

export function useUploadAvatar() {
  const client = useApiClient();
  return useMutation<{ avatar_url: string }, Error, File>({
    mutationFn: (file) => uploadAvatar(client, file),
  });
}
