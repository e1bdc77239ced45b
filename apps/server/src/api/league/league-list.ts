/**
 * The league's list, a page at a time: members only, by points (highest first, then user id), with
 * nothing but their display name, avatar, level and points. This week's comes live from the
 * members' rows, which keep their newest week's points (migration 0022); a closed week's from its
 * kept standings. Both read current membership, so a member who leaves is gone from every list at
 * once, and a non-member is never read at all.
 *
 * This week's page is one range of the `(week_start, week_points desc, user_id)` index of
 * `league_members` from the cursor, `limit` rows long: every value shown (name, avatar, all-time
 * points for the level) is on the member's row, kept there by triggers, so the page joins nothing
 * and never steps over the users who are not members. A closed week's page walks its standings'
 * index and reads each listed member's row by key.
 */
import type { LeagueEntry } from '@ascend/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LeaguePosition } from './league-cursor.js';
import { levelOf } from '../progress/levels.js';

interface ListedRow {
  user_id: string;
  points: number;
  display_name: string;
  /** The metadata's `avatar_url` as kept on the member's row; checked before it is shown. */
  avatar_url: string | null;
  /** The member's points of all time, for their level. */
  total_points: number;
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

/** Which page of which week: the two lists are read alike (the route picks one by the week). */
interface PageRequest {
  weekStart: string;
  limit: number;
  after: LeaguePosition | undefined;
}

export interface LeagueListPage {
  entries: LeagueEntry[];
  /** Where the next page starts; absent on the last one. */
  next?: LeaguePosition;
}

/** One page of this week's members, ranked as it goes: equal points share a rank. */
export async function currentWeekPage(
  db: Db,
  viewer: Viewer,
  { weekStart, limit, after }: PageRequest,
): Promise<LeagueListPage> {
  const { page, more } = await pageAfter(after, limit, sql.ref('ranked.week_points'), () =>
    db
      .selectFrom('league_members as ranked')
      .select([
        'ranked.user_id',
        'ranked.week_points as points',
        'ranked.display_name',
        'ranked.avatar_url',
        'ranked.total_points',
      ])
      .where('ranked.week_start', '=', weekStart)
      .where('ranked.week_points', '>', 0)
      .orderBy('ranked.week_points', 'desc')
      .orderBy('ranked.user_id'),
  );
  let before = after?.before ?? 0;
  let lastRank = after?.lastRank ?? 0;
  let lastPoints = after?.points;
  const ranked = page.map((row) => {
    before += 1;
    if (row.points !== lastPoints) lastRank = before;
    lastPoints = row.points;
    return { ...row, rank: lastRank };
  });
  const last = ranked.at(-1);
  return {
    entries: toEntries(viewer, ranked),
    next:
      more && last ? { points: last.points, userId: last.user_id, before, lastRank } : undefined,
  };
}

/** One page of a closed week's final standings, as kept when it closed. */
export async function closedWeekPage(
  db: Db,
  viewer: Viewer,
  { weekStart, limit, after }: PageRequest,
): Promise<LeagueListPage> {
  const { page, more } = await pageAfter(after, limit, sql.ref('ranked.points'), () =>
    db
      .selectFrom('league_standings as ranked')
      .innerJoin('league_members as members', 'members.user_id', 'ranked.user_id')
      .select([
        'ranked.user_id',
        'ranked.points',
        'ranked.rank',
        'members.display_name',
        'members.avatar_url',
        'members.total_points',
      ])
      .where('ranked.week_start', '=', weekStart)
      .orderBy('ranked.points', 'desc')
      .orderBy('ranked.user_id'),
  );
  const last = page.at(-1);
  const before = (after?.before ?? 0) + page.length;
  return {
    entries: toEntries(viewer, page),
    next:
      more && last
        ? {
            points: last.points,
            userId: last.user_id,
            before,
            lastRank: Math.min(last.rank, before),
          }
        : undefined,
  };
}

/** A list's query in its order (points desc, `ranked.user_id`), to be narrowed and cut. */
interface OrderedQuery<R> {
  where(expression: RawBuilder<boolean>): OrderedQuery<R>;
  limit(count: number): { execute(): Promise<R[]> };
}

/**
 * The `limit` rows after the cursor, and whether more follow (one row past the page is read), as
 * at most two seeks of the list's `(week, points desc, user_id)` index: the rest of the cursor's
 * points value (equal points are many: a few dozen values among thousands of users), then the
 * lower values. One range `points <= p and (points < p or user_id > u)` would walk the whole tie
 * before the cursor.
 */
async function pageAfter<R>(
  after: LeaguePosition | undefined,
  limit: number,
  points: RawBuilder<unknown>,
  query: () => OrderedQuery<R>,
): Promise<{ page: R[]; more: boolean }> {
  const count = limit + 1;
  let rows: R[];
  if (!after) rows = await query().limit(count).execute();
  else {
    rows = await query()
      .where(sql<boolean>`${points} = ${after.points} and ranked.user_id > ${after.userId}`)
      .limit(count)
      .execute();
    if (rows.length < count) {
      const lower = await query()
        .where(sql<boolean>`${points} < ${after.points}`)
        .limit(count - rows.length)
        .execute();
      rows = [...rows, ...lower];
    }
  }
  return { page: rows.slice(0, limit), more: rows.length > limit };
}

/** What members see of each listed member: name, avatar, level, points, rank. */
function toEntries({ viewerId, siteUrl }: Viewer, rows: readonly RankedRow[]): LeagueEntry[] {
  return rows.map((row) => ({
    rank: row.rank,
    display_name: row.display_name,
    avatar_url: avatarUrlOf(row.user_id, row.avatar_url, siteUrl),
    level: levelOf(Number(row.total_points)).level,
    points: row.points,
    you: row.user_id === viewerId,
  }));
}

/**
 * The avatar this server stores for the user, and nothing else: `avatar_url` is user metadata, which
 * a user may set to any text through the auth service, and a link elsewhere would make every
 * member's browser call a stranger's server (their address, the time they looked).
 */
function avatarUrlOf(userId: string, url: string | null, siteUrl: string): string | null {
  if (url === null) return null;
  const ours = `${siteUrl}/api/v1/avatar/${userId}?v=`;
  return url.startsWith(ours) && /^[\w-]+$/u.test(url.slice(ours.length)) ? url : null;
}
