/**
 * How a mark written or cleared shows in the cached ranges at once (a tick must feel instant),
 * and what every mark write shares: its mutation key, its undo when refused and what it makes
 * stale (`useHabitMarkWrite`, which the upsert and the clear are made of).
 */
import type { HabitMark, HabitMarkUpsert, LocalDate } from '@ascend/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { refreshWhenSettled, undoInRanges, writeToRanges, type RangeUndo } from './cached-ranges';
import { trackingKeys } from './tracking-keys';

export interface MarkTarget {
  habitId: string;
  date: LocalDate;
}

function cacheOf({ habitId, date }: MarkTarget) {
  const isTarget = (mark: HabitMark) => mark.habit_id === habitId && mark.date === date;
  return {
    date,
    find: (list: HabitMark[]) => list.find(isTarget) ?? null,
    replace: (list: HabitMark[], item: HabitMark | null) => {
      const others = list.filter((mark) => !isTarget(mark));
      return item ? [...others, item] : others;
    },
  };
}

/** The stored mark an upsert makes. */
export function markOf(target: MarkTarget, mark: HabitMarkUpsert): HabitMark {
  return {
    habit_id: target.habitId,
    date: target.date,
    status: mark.status,
    value: mark.status === 'value' ? mark.value : null,
    updated_at: new Date().toISOString(),
  };
}

function writeMark(
  queryClient: QueryClient,
  userId: string,
  target: MarkTarget,
  mark: HabitMark | null,
): Promise<RangeUndo<HabitMark>> {
  return writeToRanges(
    queryClient,
    { ...cacheOf(target), prefix: trackingKeys.habitMarks(userId) },
    () => mark,
  );
}

function undoMark(queryClient: QueryClient, target: MarkTarget, undo: RangeUndo<HabitMark>): void {
  undoInRanges(queryClient, cacheOf(target), undo);
}

const markWriteKey = (userId: string) => [...trackingKeys.habitMarks(userId), 'write'];

/** A mark moves the habit's strength and streak and the overview's figures. */
function refreshAfterMarks(queryClient: QueryClient, userId: string): Promise<unknown> {
  return refreshWhenSettled(queryClient, markWriteKey(userId), [
    trackingKeys.habitMarks(userId),
    trackingKeys.habits(userId),
    trackingKeys.overview(userId),
  ]);
}

/**
 * A write of one day's mark: `send` asks the server, `markAfter` is what the day shows at once
 * (`null`: no mark). If the server refuses, the day shows its mark from before.
 */
export function useHabitMarkWrite<Write extends MarkTarget>(
  send: (client: ApiClient, write: Write) => Promise<unknown>,
  markAfter: (write: Write) => HabitMark | null,
) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, Write, RangeUndo<HabitMark>>({
    mutationKey: markWriteKey(userId),
    mutationFn: (write) => send(client, write),
    onMutate: (write) => writeMark(queryClient, userId, write, markAfter(write)),
    onError: (_error, write, undo) => {
      if (undo) undoMark(queryClient, write, undo);
    },
    onSettled: () => refreshAfterMarks(queryClient, userId),
  });
}
