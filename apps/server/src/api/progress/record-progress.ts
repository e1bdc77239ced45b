/**
 * What the tracking write paths call, inside their write transaction, after writing a record: the
 * record's event is written, changed or removed, then the achievements are brought in line
 * (achievements/sync-achievements.ts). One function per kind of record, so each write path states
 * what it changed and nothing else needs to know how events are keyed.
 *
 * The achievements are a function of the user's record events alone (progress-facts.ts), and every
 * change of those events is followed by a sync, so the held ones always match the events. A write
 * that changes no event (today's check-in saved again with other values, a diary entry's text
 * edited) therefore cannot change an achievement, and skips the sync. A sync is given the event
 * changes it follows, so it reads only around their days (achievements/changed-standings.ts), not
 * the user's years of events.
 */
import type { Kysely } from 'kysely';
import { databaseKindOf } from '../../db/database-kind-of.js';
import { holdUser as holdUserRow } from '../../db/row-locks.js';
import type { Database } from '../../db/schema.js';
import {
  recordActivities,
  recordActivity,
  removeActivitiesWithPrefix,
  removeActivity,
  type EventChange,
} from './activity-events.js';
import { syncAchievements } from './achievements/sync-achievements.js';
import { isDayDone } from '../tracking/habits/habit-rules.js';
import { habitMarkPoints, POINTS } from './points.js';

type Db = Kysely<Database>;

/**
 * Two writes of one user on PostgreSQL would each read the events and unlock the same achievement:
 * the user's row, locked, lines them up (SQLite's `BEGIN IMMEDIATE` already does).
 */
async function holdUser(db: Db, userId: string): Promise<void> {
  await holdUserRow({ db, lockRows: databaseKindOf(db) === 'postgres' }, userId);
}

/** A check-in was written (`exists`) or removed: 10 points while it exists. */
export async function checkInChanged(
  db: Db,
  userId: string,
  date: string,
  exists: boolean,
): Promise<void> {
  await holdUser(db, userId);
  const key = { userId, kind: 'check_in' as const, sourceId: date };
  const change = exists
    ? await recordActivity(db, { ...key, localDate: date, points: POINTS.check_in })
    : await removeActivity(db, key);
  if (change) await syncAchievements(db, userId, { localDate: date, changes: [change] });
}

/** A habit's day was marked or cleared: 5 points while the mark completes the day. */
export async function habitDayChanged(
  db: Db,
  userId: string,
  { habitId, date, dayDone }: { habitId: string; date: string; dayDone: boolean },
): Promise<void> {
  await holdUser(db, userId);
  const key = { userId, kind: 'habit_done' as const, sourceId: `${habitId}:${date}` };
  const change = dayDone
    ? await recordActivity(db, { ...key, localDate: date, points: habitMarkPoints(true) })
    : await removeActivity(db, key);
  if (change) await syncAchievements(db, userId, { localDate: date, changes: [change] });
}

/** A habit was deleted with its marks: their days' points go with them. */
export async function habitRemoved(db: Db, userId: string, habitId: string): Promise<void> {
  await holdUser(db, userId);
  const removed = await removeActivitiesWithPrefix(db, {
    userId,
    kind: 'habit_done',
    prefix: `${habitId}:`,
  });
  if (removed) await syncAchievements(db, userId);
}

/**
 * A measurable habit's target changed: each of its amounts is judged again against it (a day can
 * become done, or stop being done).
 */
export async function habitTargetChanged(
  db: Db,
  userId: string,
  { habitId, target }: { habitId: string; target: number | null },
): Promise<void> {
  await holdUser(db, userId);
  const marks = await db
    .selectFrom('habit_marks')
    .select(['date', 'status', 'value'])
    .where('habit_id', '=', habitId)
    .where('user_id', '=', userId)
    .where('status', '=', 'value')
    .execute();
  let changed = false;
  for (const mark of marks) {
    const key = { userId, kind: 'habit_done' as const, sourceId: `${habitId}:${mark.date}` };
    const markChanged = isDayDone(mark, { target })
      ? await recordActivity(db, { ...key, localDate: mark.date, points: habitMarkPoints(true) })
      : await removeActivity(db, key);
    changed ||= markChanged !== null;
  }
  if (changed) await syncAchievements(db, userId);
}

/** A diary entry of `date` was written (`exists`) or removed: 5 points while it exists. */
export async function diaryEntryChanged(
  db: Db,
  userId: string,
  { entryId, date, exists }: { entryId: string; date: string; exists: boolean },
): Promise<void> {
  await holdUser(db, userId);
  const key = { userId, kind: 'diary_entry' as const, sourceId: entryId };
  const change = exists
    ? await recordActivity(db, { ...key, localDate: date, points: POINTS.diary_entry })
    : await removeActivity(db, key);
  if (change) await syncAchievements(db, userId, { localDate: date, changes: [change] });
}

/** A cognitive test result of `date` was stored (`exists`) or deleted: 15 points while it exists. */
export async function testResultChanged(
  db: Db,
  userId: string,
  { resultId, date, exists }: { resultId: string; date: string; exists: boolean },
): Promise<void> {
  await holdUser(db, userId);
  const key = { userId, kind: 'test' as const, sourceId: resultId };
  const change = exists
    ? await recordActivity(db, { ...key, localDate: date, points: POINTS.test })
    : await removeActivity(db, key);
  if (change) await syncAchievements(db, userId, { localDate: date, changes: [change] });
}

/**
 * Sets gained or lost a personal record (physical/set-records.ts): 20 points for each set that
 * holds one, keyed by the set's id. `at` dates an event of an imported history in the week the set
 * was done rather than this one.
 */
export async function personalRecordsChanged(
  db: Db,
  userId: string,
  {
    gained,
    lost,
  }: {
    gained: readonly { setId: string; localDate: string; at?: Date }[];
    lost: readonly string[];
  },
): Promise<void> {
  if (gained.length === 0 && lost.length === 0) return;
  await holdUser(db, userId);
  // A statement per few hundred events (an import's records), not three per event.
  const changes: EventChange[] = await recordActivities(
    db,
    userId,
    gained.map(({ setId, localDate, at }) => ({
      kind: 'personal_record' as const,
      sourceId: setId,
      localDate,
      points: POINTS.personal_record,
      ...(at ? { at } : {}),
    })),
  );
  for (const setId of lost) {
    const change = await removeActivity(db, { userId, kind: 'personal_record', sourceId: setId });
    if (change) changes.push(change);
  }
  const latest = gained
    .map((event) => event.localDate)
    .sort()
    .at(-1);
  // A few changes are judged around their days; many (an import's years of records) from all
  // the events at once, one read rather than a few for each changed day.
  const judged = changes.length <= CHANGES_JUDGED_AROUND_THEIR_DAYS ? { changes } : {};
  await syncAchievements(db, userId, latest ? { localDate: latest, ...judged } : undefined);
}

/** More event changes than this are judged from all the user's events (see above). */
const CHANGES_JUDGED_AROUND_THEIR_DAYS = 50;

/**
 * A product scan (a product looked up by barcode and added to the food diary) was recorded: 15
 * points, as every scan. Its event is keyed `product:<scan id>`, beside the other scans' events.
 */
export async function productScanRecorded(
  db: Db,
  userId: string,
  { scanId, date }: { scanId: string; date: string },
): Promise<void> {
  await holdUser(db, userId);
  const change = await recordActivity(db, {
    userId,
    kind: 'scan',
    sourceId: `${PRODUCT_SCAN_SOURCE_PREFIX}${scanId}`,
    localDate: date,
    points: POINTS.scan,
  });
  await syncAchievements(db, userId, { localDate: date, changes: change ? [change] : [] });
}

/** The `source_id` prefix of product scans' events (the recompute rebuilds exactly those). */
export const PRODUCT_SCAN_SOURCE_PREFIX = 'product:';
/** A face scan of `date` was saved (`exists`) or deleted: 15 points while it exists. */
export async function scanChanged(
  db: Db,
  userId: string,
  { scanId, date, exists }: { scanId: string; date: string; exists: boolean },
): Promise<void> {
  await holdUser(db, userId);
  const key = { userId, kind: 'scan' as const, sourceId: scanId };
  const change = exists
    ? await recordActivity(db, { ...key, localDate: date, points: POINTS.scan })
    : await removeActivity(db, key);
  await syncAchievements(db, userId, { localDate: date, changes: change ? [change] : [] });
}
