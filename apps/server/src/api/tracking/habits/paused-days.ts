/**
 * A habit's pauses as sorted, merged runs of day numbers, with the questions the rules ask of them
 * over long stretches of history without walking each day.
 */
import type { LocalDate } from '@ascend/contracts';
import { dayNumber } from '../day-numbers.js';

export interface PausedDays {
  has(day: number): boolean;
  /** How many days of [from, to] are paused. */
  countIn(from: number, to: number): number;
  /** The maximal runs of unpaused days within [from, to], in order. */
  unpausedRuns(from: number, to: number): [number, number][];
}

export function pausedDays(pauses: readonly { from: LocalDate; to: LocalDate }[]): PausedDays {
  const runs: [number, number][] = [];
  const sorted = pauses
    .map((pause): [number, number] => [dayNumber(pause.from), dayNumber(pause.to)])
    .sort((a, b) => a[0] - b[0]);
  for (const [from, to] of sorted) {
    const last = runs.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else runs.push([from, to]);
  }

  return {
    has: (day) => runs.some(([from, to]) => day >= from && day <= to),
    countIn(from, to) {
      let count = 0;
      for (const [start, end] of runs) {
        const overlap = Math.min(end, to) - Math.max(start, from) + 1;
        if (overlap > 0) count += overlap;
      }
      return count;
    },
    unpausedRuns(from, to) {
      const free: [number, number][] = [];
      let cursor = from;
      for (const [start, end] of runs) {
        if (end < cursor) continue;
        if (start > to) break;
        if (start > cursor) free.push([cursor, Math.min(start - 1, to)]);
        cursor = Math.max(cursor, end + 1);
        if (cursor > to) break;
      }
      if (cursor <= to) free.push([cursor, to]);
      return free;
    },
  };
}
