/**
 * The exercises a user can log: the library (in the contracts, so it is searchable offline) and
 * the user's own (`GET /api/v1/physical/exercises?source=user`).
 */
import {
  EXERCISE_LIBRARY,
  PHYSICAL_PATHS,
  type Exercise,
  type ExerciseList,
} from '@ascend/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { physicalKeys } from './physical-keys';
import { usePhysicalReader } from './use-physical-query';

function useUserExercises() {
  const { userId, client } = usePhysicalReader();
  return useQuery({
    meta: { persist: false },
    queryKey: physicalKeys.exercises(userId),
    queryFn:
      userId !== ''
        ? async ({ signal }) =>
            (
              await client.request<ExerciseList>(`${PHYSICAL_PATHS.exercises}?source=user`, {
                signal,
              })
            ).exercises
        : skipToken,
    staleTime: 5 * 60_000,
  });
}

/** Every exercise by id: the library's at once, the user's once they are read. */
export function useExerciseCatalogue() {
  const own = useUserExercises();
  const data = own.data;
  const catalogue = useMemo(() => {
    const all: Exercise[] = [...(data ?? []), ...EXERCISE_LIBRARY];
    return { all, byId: new Map(all.map((exercise) => [exercise.id, exercise])) };
  }, [data]);
  return { ...catalogue, own };
}
