/** DELETE /api/v1/physical/workouts/:id: a session removed (a discarded one, or from the list). */
import { PHYSICAL_PATHS } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { physicalKeys } from './physical-keys';
import { usePhysicalReader } from './use-physical-query';

export function useDeleteWorkout() {
  const { userId, client } = usePhysicalReader();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, string>({
    mutationFn: (id) => client.request(PHYSICAL_PATHS.workout(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: physicalKeys.all(userId) }),
  });
}
