/** POST /api/v1/physical/exercises: one of the user's own exercises (private to them). */
import { PHYSICAL_PATHS, type Exercise, type UserExerciseCreate } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { physicalKeys } from './physical-keys';
import { usePhysicalReader } from './use-physical-query';

export function useCreateExercise() {
  const { userId, client } = usePhysicalReader();
  const queryClient = useQueryClient();
  return useMutation<Exercise, Error, UserExerciseCreate>({
    mutationFn: (exercise) =>
      client.request<Exercise>(PHYSICAL_PATHS.exercises, { method: 'POST', body: exercise }),
    onSuccess: (created) => {
      queryClient.setQueryData<Exercise[]>(physicalKeys.exercises(userId), (list) => [
        created,
        ...(list ?? []),
      ]);
    },
  });
}
