/**
 * How a mark written or cleared shows in the cached ranges at once (a tick must feel instant),
 * and what every mark write shares: its mutation key and what it makes stale.
 */
import type { HabitMark, HabitMarkUpsert, LocalDate } from '@ascend/contracts';
import type { QueryClient } from '@tanstack/react-query';
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

export function writeMark(
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

export function undoMark(
  queryClient: QueryClient,
  target: MarkTarget,
  undo: RangeUndo<HabitMark>,
): void {
  undoInRanges(queryClient, cacheOf(target), undo);
}

export const markWriteKey = (userId: string) => [...trackingKeys.habitMarks(userId), 'write'];

/** A mark moves the habit's strength and streak and the overview's figures. */
export function refreshAfterMarks(queryClient: QueryClient, userId: string): Promise<unknown> {
  return refreshWhenSettled(queryClient, markWriteKey(userId), [
    trackingKeys.habitMarks(userId),
    trackingKeys.habits(userId),
    trackingKeys.overview(userId),
  ]);
}
