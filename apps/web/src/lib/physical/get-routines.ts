/** GET /api/v1/physical/routines: the user's routines. */
import { PHYSICAL_PATHS, type RoutineList } from '@ascend/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { physicalKeys } from './physical-keys';
import { usePhysicalReader } from './use-physical-query';

export function useRoutines() {
  const { userId, client } = usePhysicalReader();
  return useQuery({
    meta: { persist: false },
    queryKey: physicalKeys.routines(userId),
    queryFn:
      userId !== ''
        ? async ({ signal }) =>
            (await client.request<RoutineList>(PHYSICAL_PATHS.routines, { signal })).routines
        : skipToken,
  });
}
