/**
 * Points from the user's own records (self-optimisation.md, Progress you can see): a check-in 10, a
 * habit day done 5 (a skip 0, never negative), a diary entry 5. Derived from the records as they are
 * now, so editing one never counts twice and deleting one takes its points back; the progress issue
 * turns them into events. Scans, tests, records and achievements join the table when they exist.
 */
export const POINTS = { checkIn: 10, habitDayDone: 5, diaryEntry: 5 } as const;

/** How many of each record there are on a day, a week, or ever. */
export interface RecordCounts {
  checkIns: number;
  /** Habit marks that complete their day (habits/habit-rules.ts `isDayDone`). */
  habitDaysDone: number;
  diaryEntries: number;
}

export function pointsFor(counts: RecordCounts): number {
  return (
    counts.checkIns * POINTS.checkIn +
    counts.habitDaysDone * POINTS.habitDayDone +
    counts.diaryEntries * POINTS.diaryEntry
  );
}
