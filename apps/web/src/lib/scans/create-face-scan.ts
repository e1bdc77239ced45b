/**
 * POST /api/v1/scans/face: a scan's numbers (and its points when the user keeps them). Never the
 * photo: the body's type has no place for it and the server's schema refuses any other field.
 */
import type { FaceScan, FaceScanCreate } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { scansKeys } from './scans-keys';

function createFaceScan(client: ApiClient, scan: FaceScanCreate): Promise<FaceScan> {
  return client.request<FaceScan>('/scans/face', { method: 'POST', body: scan });
}

/** A change to the face scans makes the hub, the history and the overview's count stale. */
export function useFaceScanChanged() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scansKeys.all(userId) }),
      queryClient.invalidateQueries({ queryKey: scansKeys.overview(userId) }),
    ]);
}

export function useCreateFaceScan() {
  const client = useApiClient();
  const changed = useFaceScanChanged();
  return useMutation<FaceScan, Error, FaceScanCreate>({
    mutationFn: (scan) => createFaceScan(client, scan),
    onSettled: changed,
  });
}
