/** GET /api/v1/check-ins?from&to: the user's check-ins of a range of days (at most 731). */
import type { CheckIn, CheckInList } from '@ascend/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { rangeQuery, trackingKeys, type DateRange } from './tracking-keys';

async function getCheckIns(
  client: ApiClient,
  range: DateRange,
  signal?: AbortSignal,
): Promise<CheckIn[]> {
  const answer = await client.request<CheckInList>(`/check-ins?${rangeQuery(range)}`, { signal });
  return answer.check_ins;
}

function checkInsQueryOptions(client: ApiClient, userId: string, range: DateRange | null) {
  return queryOptions({
    // Health records and the user's own words stay out of localStorage (lib/user-query-provider).
    meta: { persist: false },
    queryKey: trackingKeys.checkInRange(userId, range ?? { from: '', to: '' }),
    queryFn:
      userId !== '' && range !== null
        ? ({ signal }) => getCheckIns(client, range, signal)
        : skipToken,
  });
}

/** The check-ins of `range` (null while the user's today is not known yet). */
export function useCheckIns(range: DateRange | null) {
  const { user } = useAuth();
  const client = useApiClient();
  return useQuery(checkInsQueryOptions(client, user?.id ?? '', range));
}
