/**
 * POST /api/v1/physical/routines (a new one), PUT …/:id (replaced whole) and DELETE …/:id.
 */
import { PHYSICAL_PATHS, type Routine, type RoutineWrite } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { physicalKeys } from './physical-keys';
import { usePhysicalReader } from './use-physical-query';

export function useSaveRoutine() {
  const { userId, client } = usePhysicalReader();
  const queryClient = useQueryClient();
  return useMutation<Routine, Error, { id: string | null; routine: RoutineWrite }>({
    mutationFn: ({ id, routine }) =>
      id === null
        ? client.request<Routine>(PHYSICAL_PATHS.routines, { method: 'POST', body: routine })
        : client.request<Routine>(PHYSICAL_PATHS.routine(id), { method: 'PUT', body: routine }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: physicalKeys.routines(userId) }),
  });
}

export function useDeleteRoutine() {
  const { userId, client } = usePhysicalReader();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, string>({
    mutationFn: (id) => client.request(PHYSICAL_PATHS.routine(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: physicalKeys.routines(userId) }),
  });
}
