/**
 * GET /api/v1/scans/cognitive?kind=&limit=: one test's latest results, newest first, without their
 * trials: what its history chart, its card's trend and a result's baseline are drawn from.
 */
import type { CognitiveResultPage, CognitiveTestKind } from '@ascend/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { scansKeys } from './scans-keys';

/** Enough for the history chart; the baseline needs only the 5 before a result. */
const HISTORY_LIMIT = 30;

function getCognitiveResults(
  client: ApiClient,
  kind: CognitiveTestKind,
  limit: number,
  signal?: AbortSignal,
): Promise<CognitiveResultPage> {
  const query = new URLSearchParams({ kind, limit: String(limit) });
  return client.request<CognitiveResultPage>(`/scans/cognitive?${query.toString()}`, { signal });
}

function cognitiveResultsQueryOptions(
  client: ApiClient,
  userId: string,
  kind: CognitiveTestKind,
  limit: number,
) {
  return queryOptions({
    meta: { persist: false },
    queryKey: scansKeys.cognitiveList(userId, kind, limit),
    queryFn:
      userId !== '' ? ({ signal }) => getCognitiveResults(client, kind, limit, signal) : skipToken,
  });
}

export function useCognitiveResults(kind: CognitiveTestKind, limit: number = HISTORY_LIMIT) {
  const { user } = useAuth();
  const client = useApiClient();
  return useQuery(cognitiveResultsQueryOptions(client, user?.id ?? '', kind, limit));
}
