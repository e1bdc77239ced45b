/** How a write to one day's check-in shows in the cached ranges (api/cached-ranges.ts). */
import type { CheckIn, CheckInFields, LocalDate } from '@ascend/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { undoInRanges, writeToRanges, type RangeUndo } from './cached-ranges';
import { trackingKeys } from './tracking-keys';

const EMPTY: Omit<CheckIn, 'date' | 'created_at' | 'updated_at'> = {
  sleep_hours: null,
  sleep_quality: null,
  mood: null,
  energy: null,
  stress: null,
  weight_kg: null,
  steps: null,
  water_ml: null,
  training_minutes: null,
  note: null,
};

/** The stored check-in a write of `fields` makes of `previous` (given fields replace). */
export function checkInAfter(
  date: LocalDate,
  previous: CheckIn | null,
  fields: CheckInFields,
  now = new Date().toISOString(),
): CheckIn {
  const given = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<CheckIn>;
  return {
    ...EMPTY,
    ...previous,
    ...given,
    date,
    created_at: previous?.created_at ?? now,
    updated_at: now,
  };
}

/** The server keeps no check-in left with no field at all (its upsert then answers 204). */
export function keptCheckIn(checkIn: CheckIn): CheckIn | null {
  const fields = Object.keys(EMPTY) as (keyof typeof EMPTY)[];
  return fields.every((field) => checkIn[field] === null) ? null : checkIn;
}

function cacheOf(date: LocalDate) {
  return {
    date,
    find: (list: CheckIn[]) => list.find((checkIn) => checkIn.date === date) ?? null,
    replace: (list: CheckIn[], item: CheckIn | null) => {
      const others = list.filter((checkIn) => checkIn.date !== date);
      return item ? [...others, item].sort((a, b) => a.date.localeCompare(b.date)) : others;
    },
  };
}

export function writeCheckIn(
  queryClient: QueryClient,
  userId: string,
  date: LocalDate,
  next: (previous: CheckIn | null) => CheckIn | null,
): Promise<RangeUndo<CheckIn>> {
  return writeToRanges(
    queryClient,
    { ...cacheOf(date), prefix: trackingKeys.checkIns(userId) },
    next,
  );
}

export function undoCheckIn(
  queryClient: QueryClient,
  date: LocalDate,
  undo: RangeUndo<CheckIn>,
): void {
  undoInRanges(queryClient, cacheOf(date), undo);
}

export const checkInWriteKey = (userId: string) => [...trackingKeys.checkIns(userId), 'write'];

/** What a check-in write makes stale: the check-ins themselves and the overview's figures. */
export const staleAfterCheckIn = (userId: string) => [
  trackingKeys.checkIns(userId),
  trackingKeys.overview(userId),
];
