/**
 * PUT /api/v1/physical/workouts/:id: the whole session, created or replaced. The id is the
 * client's, so the session in progress can be sent again and again (after each set, and when the
 * connection comes back) and is stored once; the answer carries each set's records.
 */
import { PHYSICAL_PATHS, type Workout, type WorkoutWrite } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { physicalKeys } from './physical-keys';
import { usePhysicalReader } from './use-physical-query';

export interface SaveWorkout {
  id: string;
  workout: WorkoutWrite;
}

export function useSaveWorkout() {
  const { userId, client } = usePhysicalReader();
  const queryClient = useQueryClient();
  return useMutation<Workout, Error, SaveWorkout>({
    // Sent even when the browser says it is offline, so the failure reaches the session's sync,
    // which keeps the session on the device and sends it again when the connection is back
    // (TanStack Query would otherwise hold the request paused, and the page could not say so).
    networkMode: 'always',
    mutationFn: ({ id, workout }) =>
      client.request<Workout>(PHYSICAL_PATHS.workout(id), { method: 'PUT', body: workout }),
    onSuccess: (saved) => {
      queryClient.setQueryData(physicalKeys.workout(userId, saved.id), saved);
      // Only a finished session changes what the lists and charts show. Started, not awaited: the
      // save is done once the server answered it (awaited, a re-read failing offline held it).
      if (saved.finished_at !== null) {
        void queryClient.invalidateQueries({ queryKey: physicalKeys.all(userId) });
      }
    },
  });
}
