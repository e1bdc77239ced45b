/** DELETE /api/v1/check-ins/:date: removes a day's check-in; gone at once, back if refused. */
import type { CheckIn, LocalDate } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { refreshWhenSettled, type RangeUndo } from './cached-ranges';
import { checkInWriteKey, staleAfterCheckIn, undoCheckIn, writeCheckIn } from './check-in-cache';

function deleteCheckIn(client: ApiClient, date: LocalDate): Promise<unknown> {
  return client.request(`/check-ins/${date}`, { method: 'DELETE' });
}

export function useDeleteCheckIn() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  const mutationKey = checkInWriteKey(userId);
  return useMutation<unknown, Error, LocalDate, RangeUndo<CheckIn>>({
    mutationKey,
    mutationFn: (date) => deleteCheckIn(client, date),
    onMutate: (date) => writeCheckIn(queryClient, userId, date, () => null),
    onError: (_error, date, undo) => {
      if (undo) undoCheckIn(queryClient, date, undo);
    },
    onSettled: () => refreshWhenSettled(queryClient, mutationKey, staleAfterCheckIn(userId)),
  });
}
