/**
 * POST /api/v1/physical/import: a Strong or Hevy CSV export as JSON text; the answer reports what
 * was created, what was already there and the rows that could not be read.
 */
import { PHYSICAL_PATHS, type ImportReport, type ImportRequest } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { physicalKeys } from './physical-keys';
import { usePhysicalReader } from './use-physical-query';

export function useImportWorkouts() {
  const { userId, client } = usePhysicalReader();
  const queryClient = useQueryClient();
  return useMutation<ImportReport, Error, ImportRequest>({
    mutationFn: (request) =>
      client.request<ImportReport>(PHYSICAL_PATHS.import, { method: 'POST', body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: physicalKeys.all(userId) }),
  });
}
