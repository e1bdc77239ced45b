import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/use-api-client';

/** PUT /api/v1/avatar, multipart field `file`; answers the new picture's address. */
function uploadAvatar(client: ApiClient, file: File): Promise<{ avatar_url: string }> {
  const formData = new FormData();
  formData.append('file', file);
  return client.request<{ avatar_url: string }>('/avatar', { method: 'PUT', formData });
}

export function useUploadAvatar() {
  const client = useApiClient();
  return useMutation<{ avatar_url: string }, Error, File>({
    mutationFn: (file) => uploadAvatar(client, file),
  });
}
