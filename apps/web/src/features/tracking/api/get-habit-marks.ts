/** GET /api/v1/habit-marks?from&to: every habit's marks of a range of days (at most 731). */
import type { HabitMark } from '@ascend/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { rangeQuery, trackingKeys, type DateRange } from './tracking-keys';

async function getHabitMarks(
  client: ApiClient,
  range: DateRange,
  signal?: AbortSignal,
): Promise<HabitMark[]> {
  const answer = await client.request<{ marks: HabitMark[] }>(`/habit-marks?${rangeQuery(range)}`, {
    signal,
  });
  return answer.marks;
}

function habitMarksQueryOptions(client: ApiClient, userId: string, range: DateRange | null) {
  return queryOptions({
    // Health records and the user's own words stay out of localStorage (lib/user-query-provider).
    meta: { persist: false },
    queryKey: trackingKeys.habitMarkRange(userId, range ?? { from: '', to: '' }),
    queryFn:
      userId !== '' && range !== null
        ? ({ signal }) => getHabitMarks(client, range, signal)
        : skipToken,
  });
}

/** The marks of `range` (null while the user's today is not known yet). */
export function useHabitMarks(range: DateRange | null) {
  const { user } = useAuth();
  const client = useApiClient();
  return useQuery(habitMarksQueryOptions(client, user?.id ?? '', range));
}
