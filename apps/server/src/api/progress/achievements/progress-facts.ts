/**
 * What the achievement rules read: a summary of a user's record events (never of achievement
 * events, so no rule depends on another's bonus except the points milestones, which
 * achievement-rules.ts orders). Pure: the same events give the same facts, which is what lets the
 * incremental path and `recomputeProgress` agree.
 */
import { dayNumber } from '../../tracking/day-numbers.js';
import type { ActivityKind } from '../activity-events.js';

export type RecordKind = Exclude<ActivityKind, 'achievement'>;

export interface EventFact {
  kind: ActivityKind;
  source_id: string;
  local_date: string;
  points: number;
}

export interface ProgressFacts {
  counts: Record<RecordKind, number>;
  /** Most consecutive days with a check-in. */
  bestCheckInStreak: number;
  /** Most consecutive days on which one and the same habit was done. */
  bestHabitStreak: number;
  /** Most consecutive days with any record. */
  bestActiveStreak: number;
  /** Returns after 7 or more days away: two active days with at least 7 empty days between them. */
  comebacks: number;
  /** Points from records alone (achievement bonuses not included). */
  recordPoints: number;
}

/** A fact by name: a kind's count, or one of the streak and comeback facts. */
export type FactKey =
  RecordKind | 'bestCheckInStreak' | 'bestHabitStreak' | 'bestActiveStreak' | 'comebacks';

export function factValue(facts: ProgressFacts, key: FactKey): number {
  switch (key) {
    case 'bestCheckInStreak':
    case 'bestHabitStreak':
    case 'bestActiveStreak':
    case 'comebacks':
      return facts[key];
    default:
      return facts.counts[key];
  }
}

/** Days away that make the next active day a comeback (self-optimisation.md: "after 7 days away"). */
export const COMEBACK_DAYS_AWAY = 7;

function longestRun(days: Iterable<number>): number {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  sorted.forEach((day, index) => {
    run = index > 0 && day === sorted[index - 1]! + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

export function progressFacts(events: readonly EventFact[]): ProgressFacts {
  const counts: Record<RecordKind, number> = {
    check_in: 0,
    habit_done: 0,
    diary_entry: 0,
    scan: 0,
    test: 0,
    personal_record: 0,
  };
  const checkInDays: number[] = [];
  const activeDays = new Set<number>();
  const habitDays = new Map<string, number[]>();
  let recordPoints = 0;
  for (const event of events) {
    if (event.kind === 'achievement') continue;
    counts[event.kind] += 1;
    recordPoints += event.points;
    const day = dayNumber(event.local_date);
    activeDays.add(day);
    if (event.kind === 'check_in') checkInDays.push(day);
    if (event.kind === 'habit_done') {
      // source_id is `habitId:date`.
      const habitId = event.source_id.slice(0, event.source_id.lastIndexOf(':'));
      // Pushed in place: copying the array per event made this quadratic in a habit's days.
      const days = habitDays.get(habitId);
      if (days) days.push(day);
      else habitDays.set(habitId, [day]);
    }
  }
  const active = [...activeDays].sort((a, b) => a - b);
  let comebacks = 0;
  for (let index = 1; index < active.length; index += 1) {
    if (active[index]! - active[index - 1]! - 1 >= COMEBACK_DAYS_AWAY) comebacks += 1;
  }
  return {
    counts,
    bestCheckInStreak: longestRun(checkInDays),
    bestHabitStreak: Math.max(0, ...[...habitDays.values()].map(longestRun)),
    bestActiveStreak: longestRun(activeDays),
    comebacks,
    recordPoints,
  };
}
