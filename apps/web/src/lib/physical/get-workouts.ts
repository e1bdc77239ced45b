/** GET /api/v1/physical/workouts?limit&cursor: the user's sessions, newest first, page by page. */
import { PHYSICAL_PATHS, type WorkoutPage } from '@ascend/contracts';
import { skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { physicalKeys } from './physical-keys';
import { usePhysicalReader } from './use-physical-query';

const PAGE_SIZE = 20;

export function useWorkouts() {
  const { userId, client } = usePhysicalReader();
  return useInfiniteQuery({
    meta: { persist: false },
    queryKey: [...physicalKeys.workouts(userId), 'list'],
    initialPageParam: null as string | null,
    queryFn:
      userId !== ''
        ? ({ pageParam, signal }) => {
            const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
            if (pageParam) query.set('cursor', pageParam);
            return client.request<WorkoutPage>(`${PHYSICAL_PATHS.workouts}?${query.toString()}`, {
              signal,
            });
          }
        : skipToken,
    getNextPageParam: (page) => page.next_cursor,
  });
}
