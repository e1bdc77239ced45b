/**
 * The league benchmark's data (bench/08-league.mjs): many users, a fifth of them league members,
 * each with a week of activity events and the weekly points they add up to, written straight into
 * the tables in batched transactions. The users the bench signed up through the API
 * (`bench-…@example.com`, who hold its tokens) come first and get the same kind of week as the
 * users created here (`load-…@load.invalid`, who cannot sign in).
 *
 * Like the tracking seed, it refuses a database that holds any other user: it is for a
 * benchmark's throw-away database only. Values come from a seeded generator: two runs write the
 * same week.
 */
import { addLocalDays, weekStartOf } from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import { encodeLeagueCursor } from '../../api/league/league-cursor.js';
import type { AppDatabase } from '../../db/database.js';
import { insertInBatches } from '../../db/insert-in-batches.js';
import type { Database } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { refuseForeignUsers, seededUserRow, SIGNED_UP_EMAILS } from '../load-seed/load-users.js';
import { seededRandom } from '../load-seed/seeded-random.js';

export interface LeagueLoadShape {
  users: number;
  /** One user in this many is a member (5: a fifth). */
  memberEvery: number;
}

/** The load: 100,000 users, 20,000 of them members. */
export const LEAGUE_BENCH_LOAD: LeagueLoadShape = { users: 100_000, memberEvery: 5 };

const USERS_PER_TRANSACTION = 2_000;

export interface LeagueSeedResult {
  users: number;
  members: number;
  week_start: string;
  rows: { activity_events: number; weekly_points: number; league_members: number };
  /** A cursor to the page that starts halfway down this week's members. */
  middle_cursor: string | null;
  seconds: number;
}

type EventRow = Insertable<Database['activity_events']>;

let eventCounter = 0;
/**
 * Event ids in ascending order (UUID-shaped, version 7-like: a run prefix then a counter), so
 * millions of rows append to the primary key instead of landing at random places in it: the seed
 * runs several times faster, and the ids are never read by the league.
 */
const runPrefix = Date.now().toString(16).padStart(12, '0').slice(-12);
function nextEventId(): string {
  eventCounter += 1;
  const counter = eventCounter.toString(16).padStart(12, '0');
  return `${runPrefix.slice(0, 8)}-${runPrefix.slice(8, 12)}-7000-8000-${counter}`;
}

/** A user's last seven days (today included): check-ins, habits done, diary entries. */
function weekOf(userId: string, seed: number, today: string): EventRow[] {
  const random = seededRandom(seed);
  const events: EventRow[] = [];
  const add = (kind: EventRow['kind'], date: string, points: number, hour: number) =>
    events.push({
      id: nextEventId(),
      user_id: userId,
      kind,
      source_id: `${kind}:${date}:${events.length}`,
      local_date: date,
      week_start: weekStartOf(date),
      points,
      created_at: `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`,
    });
  for (let back = 6; back >= 0; back -= 1) {
    const date = addLocalDays(today, -back);
    if (random() < 0.8) add('check_in', date, 10, 8);
    const habits = Math.floor(random() * 4);
    for (let habit = 0; habit < habits; habit += 1) add('habit_done', date, 5, 9 + habit);
    if (random() < 0.3) add('diary_entry', date, 5, 21);
  }
  return events;
}

async function usersToSeed({ db }: AppDatabase, count: number): Promise<string[]> {
  const signedUp = await db
    .selectFrom('users')
    .select('id')
    .where('email', 'like', SIGNED_UP_EMAILS)
    .orderBy('email')
    .execute();
  const ids = signedUp.map((user) => user.id).slice(0, count);
  return [...ids, ...Array.from({ length: count - ids.length }, () => randomUUID())];
}

/** Where a page halfway down this week's members starts, as the list's own cursor. */
async function middleCursor(
  db: Kysely<Database>,
  weekStart: string,
  members: number,
): Promise<string | null> {
  const before = Math.floor(members / 2);
  const ranked = db
    .selectFrom('league_members')
    .where('week_start', '=', weekStart)
    .where('week_points', '>', 0);
  const last = await ranked
    .select(['user_id', 'week_points as points'])
    .orderBy('week_points', 'desc')
    .orderBy('user_id')
    .offset(before - 1)
    .limit(1)
    .executeTakeFirst();
  if (!last) return null;
  const above = await ranked
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('week_points', '>', last.points)
    .executeTakeFirstOrThrow();
  return encodeLeagueCursor({
    points: last.points,
    userId: last.user_id,
    before,
    lastRank: Number(above.count) + 1,
  });
}

export async function seedLeagueLoad(
  database: AppDatabase,
  shape: LeagueLoadShape,
  now = new Date(),
): Promise<LeagueSeedResult> {
  const started = performance.now();
  const { db } = database;
  await refuseForeignUsers(db);
  const today = now.toISOString().slice(0, 10);
  const stamp = now.toISOString();
  const userIds = await usersToSeed(database, shape.users);
  const existing = new Set(
    (await db.selectFrom('users').select('id').execute()).map((user) => user.id),
  );
  const rows = { activity_events: 0, weekly_points: 0, league_members: 0 };
  for (let start = 0; start < userIds.length; start += USERS_PER_TRANSACTION) {
    const group = userIds.slice(start, start + USERS_PER_TRANSACTION);
    const events = group.flatMap((userId, index) => weekOf(userId, start + index + 1, today));
    const sums = new Map<string, { user_id: string; week_start: string; points: number }>();
    for (const event of events) {
      const key = `${event.user_id} ${event.week_start}`;
      const sum = sums.get(key) ?? {
        user_id: event.user_id,
        week_start: event.week_start,
        points: 0,
      };
      sum.points += event.points;
      sums.set(key, sum);
    }
    const members = group
      .map((userId, index) => ({ userId, position: start + index }))
      .filter(({ position }) => position % shape.memberEvery === 0)
      .map(({ userId, position }) => ({
        user_id: userId,
        display_name: `Member ${position}`,
        joined_at: stamp,
      }));
    await writeTransaction(database, async ({ db: trx }) => {
      const target = { db: trx, kind: database.kind };
      await insertInBatches(
        target,
        'users',
        group.filter((id) => !existing.has(id)).map((id) => seededUserRow(id, stamp)),
      );
      await insertInBatches(target, 'activity_events', events);
      // Members before their points: the triggers on weekly_points fill the members' copies.
      await insertInBatches(target, 'league_members', members);
      await insertInBatches(target, 'weekly_points', [...sums.values()]);
    });
    rows.activity_events += events.length;
    rows.weekly_points += sums.size;
    rows.league_members += members.length;
  }
  if (database.kind === 'postgres') await sql`analyze`.execute(db);
  const weekStart = weekStartOf(today);
  return {
    users: userIds.length,
    members: rows.league_members,
    week_start: weekStart,
    rows,
    middle_cursor: await middleCursor(db, weekStart, rows.league_members),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
