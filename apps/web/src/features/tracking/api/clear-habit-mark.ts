/** DELETE /api/v1/habits/:id/marks/:date: the day is open again; at once, back if refused. */
import type { HabitMark } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import type { RangeUndo } from './cached-ranges';
import {
  markWriteKey,
  refreshAfterMarks,
  undoMark,
  writeMark,
  type MarkTarget,
} from './habit-mark-cache';

function clearHabitMark(client: ApiClient, { habitId, date }: MarkTarget): Promise<unknown> {
  return client.request(`/habits/${habitId}/marks/${date}`, { method: 'DELETE' });
}

export function useClearHabitMark() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, MarkTarget, RangeUndo<HabitMark>>({
    mutationKey: markWriteKey(userId),
    mutationFn: (target) => clearHabitMark(client, target),
    onMutate: (target) => writeMark(queryClient, userId, target, null),
    onError: (_error, target, undo) => {
      if (undo) undoMark(queryClient, target, undo);
    },
    onSettled: () => refreshAfterMarks(queryClient, userId),
  });
}
