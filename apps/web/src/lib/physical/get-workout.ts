/** GET /api/v1/physical/workouts/:id: one session with its sets (to show it, or to repeat it). */
import { PHYSICAL_PATHS, type Workout } from '@ascend/contracts';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { physicalKeys } from './physical-keys';
import { usePhysicalReader } from './use-physical-query';

export function useWorkout(id: string | null) {
  const { userId, client } = usePhysicalReader();
  return useQuery({
    meta: { persist: false },
    queryKey: physicalKeys.workout(userId, id ?? ''),
    queryFn:
      userId !== '' && id !== null
        ? ({ signal }) => client.request<Workout>(PHYSICAL_PATHS.workout(id), { signal })
        : skipToken,
  });
}

/** Reads a session on demand (starting a new one from a past one). */
export function useFetchWorkout() {
  const { userId, client } = usePhysicalReader();
  const queryClient = useQueryClient();
  return useCallback(
    (id: string) =>
      queryClient.fetchQuery({
        queryKey: physicalKeys.workout(userId, id),
        queryFn: ({ signal }) => client.request<Workout>(PHYSICAL_PATHS.workout(id), { signal }),
      }),
    [userId, client, queryClient],
  );
}
