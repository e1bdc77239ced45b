/**
 * GET /api/v1/physical/exercises/:id/history: the exercise's sessions oldest first (best e1RM,
 * volume) and its current records; the chart and its table are drawn from it.
 */
import { PHYSICAL_PATHS, type ExerciseHistory } from '@ascend/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { physicalKeys } from './physical-keys';
import { usePhysicalReader } from './use-physical-query';

export function useExerciseHistory(exerciseId: string | null) {
  const { userId, client } = usePhysicalReader();
  return useQuery({
    meta: { persist: false },
    queryKey: physicalKeys.history(userId, exerciseId ?? ''),
    queryFn:
      userId !== '' && exerciseId !== null
        ? ({ signal }) =>
            client.request<ExerciseHistory>(PHYSICAL_PATHS.exerciseHistory(exerciseId), { signal })
        : skipToken,
  });
}
