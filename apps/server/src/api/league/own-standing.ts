/**
 * The user's own standing this week among every user active in it, member or not (issue 16): their
 * points, their rank (1 + the users with more points) and the top percent it puts them in. Both
 * counts are sums over `league_points_histogram` (users per points value and week, kept by
 * triggers on weekly_points: migration 0014) — a few dozen rows, however many users there are —
 * never a count of the users' rows or a sum of their events. Only numbers leave here: nobody
 * else's name, points or rows.
 */
import type { Db } from '../../db/database.js';

export interface OwnStanding {
  points: number;
  rank: number | null;
  activeUsers: number;
  topPercent: number | null;
}

export async function ownStanding(db: Db, userId: string, weekStart: string): Promise<OwnStanding> {
  const [own, active] = await Promise.all([
    db
      .selectFrom('weekly_points')
      .select('points')
      .where('user_id', '=', userId)
      .where('week_start', '=', weekStart)
      .executeTakeFirst(),
    countWithMoreThan(db, weekStart, 0),
  ]);
  const points = own?.points ?? 0;
  if (points <= 0) return { points: 0, rank: null, activeUsers: active, topPercent: null };
  const rank = (await countWithMoreThan(db, weekStart, points)) + 1;
  return { points, rank, activeUsers: active, topPercent: topPercentOf(rank, active) };
}

/** Users with more than `points` this week: a sum over the few points values above it. */
async function countWithMoreThan(db: Db, weekStart: string, points: number): Promise<number> {
  const row = await db
    .selectFrom('league_points_histogram')
    .select((eb) => eb.fn.sum<number | string | null>('users').as('count'))
    .where('week_start', '=', weekStart)
    .where('points', '>', points)
    .executeTakeFirstOrThrow();
  return Number(row.count ?? 0);
}

/** The smallest whole percent of the active users that holds the user's rank: rank 1 of 200 is the top 1 %. */
export function topPercentOf(rank: number, activeUsers: number): number {
  return Math.min(100, Math.max(1, Math.ceil((100 * rank) / Math.max(activeUsers, rank))));
}

/** The user's points of all time: their own weeks, one range of the primary key. */
export async function allTimePoints(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('weekly_points')
    .select((eb) => eb.fn.sum<number | string | null>('points').as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
