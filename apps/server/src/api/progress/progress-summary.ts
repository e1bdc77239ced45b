/**
 * Everything `GET /progress` answers, read from the user's events and unlocked achievements: the
 * level from the total (levels.ts), today's points by the user's local day, the week's from
 * `weekly_points` (the league's UTC week), each achievement's progress (achievement-rules.ts), and
 * the rules themselves for the profile's "how points work".
 */
import { POINTS_RULE_KINDS, type Progress } from '@ascend/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { utcWeekStart } from './activity-events.js';
import { achievementStandings } from './achievements/achievement-rules.js';
import { progressFacts } from './achievements/progress-facts.js';
import { readEventFacts } from './achievements/sync-achievements.js';
import { levelOf, pointsToPass } from './levels.js';
import { POINTS } from './points.js';

/** Levels listed in "how points work": enough to show the curve's shape. */
const LEVELS_SHOWN = 10;

export async function progressSummary(
  db: Kysely<Database>,
  userId: string,
  { today, now = new Date() }: { today: string; now?: Date },
): Promise<Progress> {
  const weekStart = utcWeekStart(now);
  const [events, unlocked, week] = await Promise.all([
    readEventFacts(db, userId),
    db
      .selectFrom('user_achievements')
      .select(['key', 'unlocked_at', 'seen_at'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('weekly_points')
      .select('points')
      .where('user_id', '=', userId)
      .where('week_start', '=', weekStart)
      .executeTakeFirst(),
  ]);
  const facts = progressFacts(events);
  const total = events.reduce((sum, event) => sum + event.points, 0);
  const level = levelOf(total);
  const unlockedByKey = new Map(unlocked.map((row) => [row.key, row]));
  return {
    level: level.level,
    level_progress: {
      into_level: level.intoLevel,
      level_size: level.levelSize,
      to_next: level.toNext,
    },
    points: {
      today: events
        .filter((event) => event.local_date === today)
        .reduce((sum, event) => sum + event.points, 0),
      week: week?.points ?? 0,
      total,
    },
    week_start: weekStart,
    achievements: achievementStandings(facts).map((standing) => {
      const row = unlockedByKey.get(standing.key);
      return {
        key: standing.key,
        group: standing.group,
        bonus: standing.bonus,
        target: standing.target,
        progress: row ? standing.target : standing.progress,
        unlocked_at: row?.unlocked_at ?? null,
        seen: row ? row.seen_at !== null : true,
      };
    }),
    best_streaks: {
      check_in_days: facts.bestCheckInStreak,
      habit_days: facts.bestHabitStreak,
      active_days: facts.bestActiveStreak,
    },
    rules: {
      points: POINTS_RULE_KINDS.map((kind) => ({ kind, points: POINTS[kind] })),
      levels: Array.from({ length: LEVELS_SHOWN }, (_, index) => ({
        level: index + 1,
        points_to_pass: pointsToPass(index + 1),
      })),
    },
  };
}

/** Marks the unlock toasts of these achievements shown; keys not unlocked are left alone. */
export async function markAchievementsSeen(
  db: Kysely<Database>,
  userId: string,
  keys: readonly string[],
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('user_achievements')
    .set({ seen_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('key', 'in', keys)
    .where('seen_at', 'is', null)
    .execute();
}
