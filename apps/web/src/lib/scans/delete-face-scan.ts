/** DELETE /api/v1/scans/face/:id: one of the user's saved scans, with its points. */
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useApiClient } from '../use-api-client';
import { useFaceScanChanged } from './create-face-scan';

function deleteFaceScan(client: ApiClient, id: string): Promise<void> {
  return client.request<void>(`/scans/face/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteFaceScan() {
  const client = useApiClient();
  const changed = useFaceScanChanged();
  return useMutation<void, Error, string>({
    mutationFn: (id) => deleteFaceScan(client, id),
    onSettled: changed,
  });
}
