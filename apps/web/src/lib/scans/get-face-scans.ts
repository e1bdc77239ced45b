/**
 * GET /api/v1/scans/face?limit=: the user's latest face scans, newest first, without their points:
 * the history and the change between scans are drawn from it.
 */
import type { FaceScanPage } from '@ascend/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { scansKeys } from './scans-keys';

const HISTORY_LIMIT = 30;

function getFaceScans(client: ApiClient, signal?: AbortSignal): Promise<FaceScanPage> {
  return client.request<FaceScanPage>(`/scans/face?limit=${HISTORY_LIMIT}`, { signal });
}

function faceScansQueryOptions(client: ApiClient, userId: string) {
  return queryOptions({
    // Health records stay out of localStorage.
    meta: { persist: false },
    queryKey: scansKeys.face(userId),
    queryFn: userId !== '' ? ({ signal }) => getFaceScans(client, signal) : skipToken,
  });
}

export function useFaceScans() {
  const { user } = useAuth();
  const client = useApiClient();
  return useQuery(faceScansQueryOptions(client, user?.id ?? ''));
}
