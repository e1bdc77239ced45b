/**
 * The user's own standing this week among every user active in it, member or not (issue 16): their
 * points, their rank (1 + the users with more points) and the top percent it puts them in. Both
 * counts are sums over `league_points_histogram` (users per points value and week, kept by
 * triggers on weekly_points: migration 0014) — a few dozen rows, however many users there are —
 * never a count of the users' rows or a sum of their events. Only numbers leave here: nobody
 * else's name, points or rows. Two reads in all: the counts, and the user's own row with their
 * membership and all-time points.
 */
import type { LeagueMembership } from '@ascend/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface OwnStanding {
  points: number;
  rank: number | null;
  activeUsers: number;
  topPercent: number | null;
}

/**
 * One read: the user's points this week (a key of weekly_points, asked once however often the
 * statement names it), and over the week's histogram rows with points, all their users and those
 * with more points than the user.
 */
export async function ownStanding(db: Db, userId: string, weekStart: string): Promise<OwnStanding> {
  const own = sql<number | null>`(select own.points from weekly_points as own
    where own.user_id = ${userId} and own.week_start = ${weekStart})`;
  const row = await db
    .selectFrom('league_points_histogram as histogram')
    .select((eb) => [
      own.as('points'),
      eb.fn.sum<number | string | null>('histogram.users').as('active'),
      sql<
        number | string | null
      >`sum(case when histogram.points > coalesce(${own}, 0) then histogram.users else 0 end)`.as(
        'above',
      ),
    ])
    .where('histogram.week_start', '=', weekStart)
    .where('histogram.points', '>', 0)
    .executeTakeFirstOrThrow();
  const points = Number(row.points ?? 0);
  const active = Number(row.active ?? 0);
  if (points <= 0) return { points: 0, rank: null, activeUsers: active, topPercent: null };
  const rank = Number(row.above ?? 0) + 1;
  return { points, rank, activeUsers: active, topPercent: topPercentOf(rank, active) };
}

/** The smallest whole percent of the active users that holds the user's rank: rank 1 of 200 is the top 1 %. */
export function topPercentOf(rank: number, activeUsers: number): number {
  return Math.min(100, Math.max(1, Math.ceil((100 * rank) / Math.max(activeUsers, rank))));
}

export interface OwnLeagueProfile {
  email: string | null;
  userMetadata: string;
  membership: LeagueMembership | undefined;
  /** The user's points of all time: their own weeks, one range of the primary key. */
  allTimePoints: number;
}

/** What the user's own standing shows beside the counts, in one read by the user's key. */
export async function ownLeagueProfile(db: Db, userId: string): Promise<OwnLeagueProfile> {
  const row = await db
    .selectFrom('users')
    .leftJoin('league_members as members', 'members.user_id', 'users.id')
    .select([
      'users.email',
      'users.user_metadata',
      'members.display_name',
      'members.joined_at',
      sql<
        number | string | null
      >`(select sum(weeks.points) from weekly_points as weeks where weeks.user_id = users.id)`.as(
        'total',
      ),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return {
    email: row?.email ?? null,
    userMetadata: row?.user_metadata ?? '{}',
    membership:
      row?.display_name != null && row.joined_at != null
        ? { display_name: row.display_name, joined_at: row.joined_at }
        : undefined,
    allTimePoints: Number(row?.total ?? 0),
  };
}
