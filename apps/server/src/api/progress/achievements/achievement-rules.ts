/**
 * The achievements: each a rule with a check (its progress reaching its target) and a bonus in
 * points, evaluated after every change (progress-after-change.ts) from the user's record events
 * (progress-facts.ts). Names and descriptions are the web's (`progress.achievements.<key>` in
 * apps/web/src/locales/{en,es}/progress.json).
 *
 * An achievement is a function of the records as they are now: deleting the records that earned it
 * takes it back with its bonus, as deleting a record takes its points back; that is also what makes
 * the incremental totals equal the recomputed ones. Rules for scans, tests and personal records
 * count those events, so they work once those areas write them.
 */
import { pointsToReach } from '../levels.js';
import { factValue, type FactKey, type ProgressFacts } from './progress-facts.js';

type AchievementGroup =
  'check_ins' | 'habits' | 'diary' | 'streaks' | 'scans' | 'tests' | 'records' | 'milestones';

interface RuleBase {
  key: string;
  group: AchievementGroup;
  bonus: number;
  target: number;
}

/** A rule on the records: unlocked when the fact it names reaches `target`. */
export interface RecordRule extends RuleBase {
  type: 'records';
  /** What it reads, by name, so a check after one change knows which rules that change can move. */
  fact: FactKey;
}

/**
 * A rule on the total points (`target` points, or a level's threshold): judged after the record
 * rules, lowest target first, on the points without its own bonus and those of higher milestones,
 * so it never unlocks on its own bonus and the outcome is the same whatever order changes came in.
 */
interface PointsRule extends RuleBase {
  type: 'points';
}

export type AchievementRule = RecordRule | PointsRule;

const records = (
  key: string,
  group: AchievementGroup,
  target: number,
  bonus: number,
  fact: FactKey,
): RecordRule => ({ type: 'records', key, group, target, bonus, fact });

const points = (key: string, target: number, bonus: number): PointsRule => ({
  type: 'points',
  key,
  group: 'milestones',
  target,
  bonus,
});

export const ACHIEVEMENT_RULES: readonly AchievementRule[] = [
  records('first_check_in', 'check_ins', 1, 10, 'check_in'),
  records('check_ins_100', 'check_ins', 100, 100, 'check_in'),
  records('check_in_streak_7', 'streaks', 7, 25, 'bestCheckInStreak'),
  records('check_in_streak_30', 'streaks', 30, 100, 'bestCheckInStreak'),
  records('first_habit_day', 'habits', 1, 10, 'habit_done'),
  records('habit_days_100', 'habits', 100, 50, 'habit_done'),
  records('habit_streak_7', 'streaks', 7, 25, 'bestHabitStreak'),
  records('habit_streak_30', 'streaks', 30, 100, 'bestHabitStreak'),
  records('first_diary_entry', 'diary', 1, 10, 'diary_entry'),
  records('diary_entries_10', 'diary', 10, 25, 'diary_entry'),
  records('diary_entries_100', 'diary', 100, 100, 'diary_entry'),
  records('active_streak_14', 'streaks', 14, 50, 'bestActiveStreak'),
  records('comeback', 'streaks', 1, 25, 'comebacks'),
  records('first_scan', 'scans', 1, 15, 'scan'),
  records('first_test', 'tests', 1, 15, 'test'),
  records('first_personal_record', 'records', 1, 20, 'personal_record'),
  points('points_500', 500, 25),
  points('level_5', pointsToReach(5), 50),
  points('level_10', pointsToReach(10), 100),
];

export interface AchievementStanding {
  key: string;
  group: AchievementGroup;
  bonus: number;
  target: number;
  /** Progress towards the target, capped at it. */
  progress: number;
  unlocked: boolean;
}

/** Every rule's standing for these facts. */
export function achievementStandings(facts: ProgressFacts): AchievementStanding[] {
  const standing = (rule: AchievementRule, value: number): AchievementStanding => ({
    key: rule.key,
    group: rule.group,
    bonus: rule.bonus,
    target: rule.target,
    progress: Math.min(value, rule.target),
    unlocked: value >= rule.target,
  });
  const byKey = new Map<string, AchievementStanding>();
  for (const rule of ACHIEVEMENT_RULES) {
    if (rule.type === 'records') byKey.set(rule.key, standing(rule, factValue(facts, rule.fact)));
  }
  const totals = milestoneTotals(facts.recordPoints, (key) => byKey.get(key)?.unlocked ?? false);
  for (const rule of ACHIEVEMENT_RULES) {
    if (rule.type === 'points') byKey.set(rule.key, standing(rule, totals.get(rule.key)!));
  }
  return ACHIEVEMENT_RULES.map((rule) => byKey.get(rule.key)!);
}

/**
 * The total each points milestone is judged on: the records' points and the bonuses of the record
 * rules unlocked, then of the milestones below it (lowest target first), never its own.
 */
export function milestoneTotals(
  recordPoints: number,
  recordRuleUnlocked: (key: string) => boolean,
): Map<string, number> {
  let total = recordPoints;
  for (const rule of ACHIEVEMENT_RULES) {
    if (rule.type === 'records' && recordRuleUnlocked(rule.key)) total += rule.bonus;
  }
  const totals = new Map<string, number>();
  const milestones = ACHIEVEMENT_RULES.filter((rule) => rule.type === 'points').sort(
    (a, b) => a.target - b.target,
  );
  for (const rule of milestones) {
    totals.set(rule.key, total);
    if (total >= rule.target) total += rule.bonus;
  }
  return totals;
}
