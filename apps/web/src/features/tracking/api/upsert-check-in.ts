/**
 * PUT /api/v1/check-ins/:date: records a day's check-in (the fields given replace the stored ones,
 * null clears one). Shown at once in every cached range; put back if the server refuses.
 */
import type { CheckIn, CheckInFields, LocalDate } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import type { RangeUndo } from './cached-ranges';
import { refreshWhenSettled } from './cached-ranges';
import {
  checkInAfter,
  checkInWriteKey,
  keptCheckIn,
  staleAfterCheckIn,
  undoCheckIn,
  writeCheckIn,
} from './check-in-cache';

export interface CheckInWrite {
  date: LocalDate;
  fields: CheckInFields;
}

function upsertCheckIn(client: ApiClient, { date, fields }: CheckInWrite): Promise<unknown> {
  return client.request(`/check-ins/${date}`, { method: 'PUT', body: fields });
}

export function useUpsertCheckIn() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  const mutationKey = checkInWriteKey(userId);
  return useMutation<unknown, Error, CheckInWrite, RangeUndo<CheckIn>>({
    mutationKey,
    mutationFn: (write) => upsertCheckIn(client, write),
    onMutate: ({ date, fields }) =>
      writeCheckIn(queryClient, userId, date, (previous) =>
        keptCheckIn(checkInAfter(date, previous, fields)),
      ),
    onError: (_error, { date }, undo) => {
      if (undo) undoCheckIn(queryClient, date, undo);
    },
    onSettled: () => refreshWhenSettled(queryClient, mutationKey, staleAfterCheckIn(userId)),
  });
}
