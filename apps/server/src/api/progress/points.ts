/**
 * Points per record (self-optimisation.md, Progress you can see): a check-in 10, a habit day done 5
 * (a skip 0, never negative), a diary entry 5, a scan or test 15, a personal record 20, an
 * achievement its bonus (achievements/achievement-rules.ts). Each record earns its points once, as
 * one activity event (activity-events.ts); the profile page shows this table.
 */
import type { ActivityKind } from './activity-events.js';

export const POINTS = {
  check_in: 10,
  habit_done: 5,
  diary_entry: 5,
  scan: 15,
  test: 15,
  personal_record: 20,
} as const satisfies Record<Exclude<ActivityKind, 'achievement'>, number>;

/** A habit mark's points: 5 when it completes its day (habit-rules.ts `isDayDone`), else none. */
export function habitMarkPoints(dayDone: boolean): number {
  return dayDone ? POINTS.habit_done : 0;
}
