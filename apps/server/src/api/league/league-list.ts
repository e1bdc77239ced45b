/**
 * The league's list, a page at a time: members only, by points (highest first, then user id), with
 * nothing but their display name, avatar, level and points. This week's comes live from
 * `weekly_points`; a closed week's from its kept standings. Both read current membership, so a
 * member who leaves is gone from every list at once, and a non-member is never read at all.
 *
 * A page walks the `(week_start, points desc, user_id)` index from the cursor and stops after
 * `limit` members: no page counts or sorts the whole week. The same statement joins each listed
 * member's name and avatar (by key) and sums their weeks for the level, for those rows only: one
 * read per stretch of the order, not one per kind of value.
 */
import type { LeagueEntry } from '@ascend/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { parseJsonObject } from '../../json/parse-json-object.js';
import { pageOf } from '../http/page-of.js';
import type { LeaguePosition } from './league-cursor.js';
import { levelOf } from '../progress/levels.js';

interface ListedRow {
  user_id: string;
  points: number;
  display_name: string;
  user_metadata: string;
  /** The member's points of all time (every week's), for their level. */
  total: number | string | null;
}

interface RankedRow extends ListedRow {
  /** Kept for a closed week; counted from the cursor for this one. */
  rank: number;
}

/** Who is looking: their own row is marked; avatars are this site's. */
export interface Viewer {
  viewerId: string;
  siteUrl: string;
}

export interface LeagueListPage {
  entries: LeagueEntry[];
  /** Where the next page starts; absent on the last one. */
  next?: LeaguePosition;
}

/** A member's points of all time: their own weeks, one range of the primary key. */
const allTimeTotal = sql<
  number | string | null
>`(select sum(weeks.points) from weekly_points as weeks where weeks.user_id = ranked.user_id)`;

/** One page of this week's members, ranked as it goes: equal points share a rank. */
export async function currentWeekPage(
  db: Db,
  viewer: Viewer,
  weekStart: string,
  limit: number,
  after: LeaguePosition | undefined,
): Promise<LeagueListPage> {
  const query = () =>
    db
      .selectFrom('weekly_points as ranked')
      .innerJoin('league_members as members', 'members.user_id', 'ranked.user_id')
      .innerJoin('users', 'users.id', 'ranked.user_id')
      .select([
        'ranked.user_id',
        'ranked.points',
        'members.display_name',
        'users.user_metadata',
        allTimeTotal.as('total'),
      ])
      .where('ranked.week_start', '=', weekStart)
      .where('ranked.points', '>', 0);
  const rows = await walk(after, limit + 1, (position, count) =>
    position(query())
      .orderBy('ranked.points', 'desc')
      .orderBy('ranked.user_id')
      .limit(count)
      .execute(),
  );
  let before = after?.before ?? 0;
  let lastRank = after?.lastRank ?? 0;
  let lastPoints = after?.points;
  // The row past the page is ranked too: it only carries the count on, and is left out below.
  const ranked = rows.map((row) => {
    before += 1;
    if (row.points !== lastPoints) lastRank = before;
    lastPoints = row.points;
    return { ...row, rank: lastRank };
  });
  const { page, next } = pageOf(ranked, limit, (last, page) => ({
    points: last.points,
    userId: last.user_id,
    before: (after?.before ?? 0) + page.length,
    lastRank: last.rank,
  }));
  return { entries: toEntries(viewer, page), next: next ?? undefined };
}

/** One page of a closed week's final standings, as kept when it closed. */
export async function closedWeekPage(
  db: Db,
  viewer: Viewer,
  weekStart: string,
  limit: number,
  after: LeaguePosition | undefined,
): Promise<LeagueListPage> {
  const query = () =>
    db
      .selectFrom('league_standings as ranked')
      .innerJoin('league_members as members', 'members.user_id', 'ranked.user_id')
      .innerJoin('users', 'users.id', 'ranked.user_id')
      .select([
        'ranked.user_id',
        'ranked.points',
        'ranked.rank',
        'members.display_name',
        'users.user_metadata',
        allTimeTotal.as('total'),
      ])
      .where('ranked.week_start', '=', weekStart);
  const rows = await walk(after, limit + 1, (position, count) =>
    position(query())
      .orderBy('ranked.points', 'desc')
      .orderBy('ranked.user_id')
      .limit(count)
      .execute(),
  );
  const { page, next } = pageOf(rows, limit, (last, page) => {
    const before = (after?.before ?? 0) + page.length;
    return {
      points: last.points,
      userId: last.user_id,
      before,
      lastRank: Math.min(last.rank, before),
    };
  });
  return { entries: toEntries(viewer, page), next: next ?? undefined };
}

/** Narrows a ranked query (`ranked.points`, `ranked.user_id`) to one stretch of the order. */
type Position = <Q extends WhereCapable>(query: Q) => Q;
interface WhereCapable {
  where(expression: RawBuilder<boolean>): this;
}

/**
 * The rows after the cursor in (points desc, user_id) order, as at most two seeks of the
 * `(week_start, points desc, user_id)` index: the rest of the cursor's points value (equal points
 * are many: a few dozen values among thousands of users), then the lower values. One range
 * `points <= p and (points < p or user_id > u)` would walk the whole tie before the cursor.
 */
async function walk<R>(
  after: LeaguePosition | undefined,
  count: number,
  read: (position: Position, count: number) => Promise<R[]>,
): Promise<R[]> {
  if (!after) return read((query) => query, count);
  const tie = await read(
    (query) =>
      query.where(
        sql<boolean>`ranked.points = ${after.points} and ranked.user_id > ${after.userId}`,
      ),
    count,
  );
  if (tie.length >= count) return tie;
  const lower = await read(
    (query) => query.where(sql<boolean>`ranked.points < ${after.points}`),
    count - tie.length,
  );
  return [...tie, ...lower];
}

/** What members see of each listed member: name, avatar, level, points, rank. */
function toEntries({ viewerId, siteUrl }: Viewer, rows: readonly RankedRow[]): LeagueEntry[] {
  return rows.map((row) => ({
    rank: row.rank,
    display_name: row.display_name,
    avatar_url: avatarUrlOf(row.user_id, row.user_metadata, siteUrl),
    level: levelOf(Number(row.total ?? 0)).level,
    points: row.points,
    you: row.user_id === viewerId,
  }));
}

/**
 * The avatar this server stores for the user, and nothing else: `avatar_url` is user metadata, which
 * a user may set to any text through the auth service, and a link elsewhere would make every
 * member's browser call a stranger's server (their address, the time they looked).
 */
function avatarUrlOf(userId: string, metadata: string, siteUrl: string): string | null {
  const url = parseJsonObject(metadata).avatar_url;
  if (typeof url !== 'string') return null;
  const ours = `${siteUrl}/api/v1/avatar/${userId}?v=`;
  return url.startsWith(ours) && /^[\w-]+$/u.test(url.slice(ours.length)) ? url : null;
}
