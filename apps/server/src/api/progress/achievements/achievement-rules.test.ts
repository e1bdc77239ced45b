import { describe, expect, it } from 'vitest';
import { addDays } from '../../tracking/day-numbers.js';
import { pointsToReach } from '../levels.js';
import { ACHIEVEMENT_RULES, achievementStandings } from './achievement-rules.js';
import { progressFacts, type EventFact, type RecordKind } from './progress-facts.js';

const POINTS: Record<RecordKind, number> = {
  check_in: 10,
  habit_done: 5,
  diary_entry: 5,
  scan: 15,
  test: 15,
  personal_record: 20,
};

/** `count` events of a kind on consecutive days from `first` (habit days of habit `habit`). */
function run(kind: RecordKind, first: string, count: number, habit = 'h1'): EventFact[] {
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(first, index);
    return {
      kind,
      source_id: kind === 'habit_done' ? `${habit}:${date}` : `${kind}-${first}-${index}`,
      local_date: date,
      points: POINTS[kind],
    };
  });
}

const unlockedWith = (events: EventFact[]) =>
  achievementStandings(progressFacts(events))
    .filter((standing) => standing.unlocked)
    .map((standing) => standing.key);

const standingOf = (events: EventFact[], key: string) =>
  achievementStandings(progressFacts(events)).find((standing) => standing.key === key)!;

/** Just short of a rule, and exactly at it. */
function expectThreshold(key: string, below: EventFact[], at: EventFact[]) {
  expect(unlockedWith(below)).not.toContain(key);
  expect(unlockedWith(at)).toContain(key);
}

describe('the achievement rules', () => {
  it('has at least 15 rules with distinct keys and positive bonuses', () => {
    expect(ACHIEVEMENT_RULES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(ACHIEVEMENT_RULES.map((rule) => rule.key)).size).toBe(ACHIEVEMENT_RULES.length);
    expect(ACHIEVEMENT_RULES.every((rule) => rule.bonus > 0 && rule.target > 0)).toBe(true);
  });

  it('unlocks nothing without records', () => {
    expect(unlockedWith([])).toEqual([]);
  });

  it('first check-in and 100 check-ins', () => {
    expectThreshold('first_check_in', [], run('check_in', '2026-01-01', 1));
    // Every other day: 100 check-ins without a long streak.
    const spaced = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        ...run('check_in', addDays('2025-01-01', index * 2), 1)[0]!,
      }));
    expectThreshold('check_ins_100', spaced(99), spaced(100));
    expect(standingOf(spaced(42), 'check_ins_100').progress).toBe(42);
  });

  it('7 and 30 check-ins in a row, not broken ones', () => {
    expectThreshold(
      'check_in_streak_7',
      run('check_in', '2026-01-01', 6),
      run('check_in', '2026-01-01', 7),
    );
    const broken = [...run('check_in', '2026-01-01', 6), ...run('check_in', '2026-01-08', 6)];
    expect(unlockedWith(broken)).not.toContain('check_in_streak_7');
    expect(standingOf(broken, 'check_in_streak_7').progress).toBe(6);
    expectThreshold(
      'check_in_streak_30',
      run('check_in', '2026-01-01', 29),
      run('check_in', '2026-01-01', 30),
    );
  });

  it('first habit day, 100 habit days, and one habit 7 and 30 days in a row', () => {
    expectThreshold('first_habit_day', [], run('habit_done', '2026-01-01', 1));
    expectThreshold(
      'habit_days_100',
      run('habit_done', '2025-01-01', 99),
      run('habit_done', '2025-01-01', 100),
    );
    expectThreshold(
      'habit_streak_7',
      run('habit_done', '2026-01-01', 6),
      run('habit_done', '2026-01-01', 7),
    );
    // Two habits taking turns are no habit's streak.
    const alternating = [
      ...run('habit_done', '2026-01-01', 3, 'a'),
      ...run('habit_done', '2026-01-04', 4, 'b'),
    ];
    expect(unlockedWith(alternating)).not.toContain('habit_streak_7');
    expectThreshold(
      'habit_streak_30',
      run('habit_done', '2026-01-01', 29),
      run('habit_done', '2026-01-01', 30),
    );
  });

  it('first, 10 and 100 diary entries', () => {
    expectThreshold('first_diary_entry', [], run('diary_entry', '2026-01-01', 1));
    expectThreshold(
      'diary_entries_10',
      run('diary_entry', '2026-01-01', 9),
      run('diary_entry', '2026-01-01', 10),
    );
    expectThreshold(
      'diary_entries_100',
      run('diary_entry', '2025-01-01', 99),
      run('diary_entry', '2025-01-01', 100),
    );
  });

  it('14 active days in a row, whatever was recorded on each', () => {
    const mixed = (days: number) =>
      Array.from(
        { length: days },
        (_, index) =>
          run(
            (['check_in', 'habit_done', 'diary_entry'] as const)[index % 3]!,
            addDays('2026-01-01', index),
            1,
          )[0]!,
      );
    expectThreshold('active_streak_14', mixed(13), mixed(14));
  });

  it('a comeback after 7 days away, not after 6', () => {
    const away = (days: number) => [
      ...run('check_in', '2026-01-01', 1),
      ...run('diary_entry', addDays('2026-01-01', days + 1), 1),
    ];
    expectThreshold('comeback', away(6), away(7));
  });

  it('first scan, first test and first personal record from their events', () => {
    expectThreshold('first_scan', [], run('scan', '2026-01-01', 1));
    expectThreshold('first_test', [], run('test', '2026-01-01', 1));
    expectThreshold('first_personal_record', [], run('personal_record', '2026-01-01', 1));
  });

  it('points milestones count bonuses of other achievements but never their own', () => {
    // 48 scans spaced out: 48 × 15 = 720 points, plus "first scan" 15 = 735.
    const scans = (count: number) =>
      Array.from(
        { length: count },
        (_, index) => run('scan', addDays('2025-01-01', index * 2), 1)[0]!,
      );
    const at500 = standingOf(scans(33), 'points_500'); // 495 + 15 = 510
    expect(at500.unlocked).toBe(true);
    const below500 = standingOf(scans(32), 'points_500'); // 480 + 15 = 495
    expect(below500).toMatchObject({ unlocked: false, progress: 495 });

    // Level 5 is reached at 150 + 160 + 170 + 180 = 660 points.
    expect(pointsToReach(5)).toBe(660);
    // 42 scans: 630 + 15 + 25 (points_500) = 670 ≥ 660.
    expect(standingOf(scans(42), 'level_5').unlocked).toBe(true);
    // 41 scans: 615 + 15 + 25 = 655 < 660, and level 5's own bonus does not count.
    expect(standingOf(scans(41), 'level_5')).toMatchObject({ unlocked: false, progress: 655 });
  });
});
