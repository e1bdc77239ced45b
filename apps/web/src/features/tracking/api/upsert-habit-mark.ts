/**
 * PUT /api/v1/habits/:id/marks/:date: done, skipped (a rest day) or a measured value. Shown at
 * once; if the server refuses, the day shows its mark from before and the caller says why.
 */
import type { HabitMark, HabitMarkUpsert } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import type { RangeUndo } from './cached-ranges';
import {
  markOf,
  markWriteKey,
  refreshAfterMarks,
  undoMark,
  writeMark,
  type MarkTarget,
} from './habit-mark-cache';

export interface MarkWrite extends MarkTarget {
  mark: HabitMarkUpsert;
}

function upsertHabitMark(client: ApiClient, { habitId, date, mark }: MarkWrite): Promise<unknown> {
  return client.request(`/habits/${habitId}/marks/${date}`, { method: 'PUT', body: mark });
}

export function useUpsertHabitMark() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, MarkWrite, RangeUndo<HabitMark>>({
    mutationKey: markWriteKey(userId),
    mutationFn: (write) => upsertHabitMark(client, write),
    onMutate: (write) => writeMark(queryClient, userId, write, markOf(write, write.mark)),
    onError: (_error, write, undo) => {
      if (undo) undoMark(queryClient, write, undo);
    },
    onSettled: () => refreshAfterMarks(queryClient, userId),
  });
}
