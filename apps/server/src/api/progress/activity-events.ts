/**
 * Activity events: one row per record that earns points, written in the caller's write transaction
 * (db/write-transaction.ts) beside the record itself, so nothing is counted that was not stored and
 * a rolled-back write takes its event with it. `weekly_points` is kept in the same statements' wake,
 * so the league reads a week's totals from one table (migration 0012).
 *
 * An event is keyed by (user, kind, source): writing it again is an update of its points and day,
 * never a second event, so editing a record never counts twice. Its `week_start` is the UTC Monday
 * of the moment it was first recorded and stays with it: the league week it counted in keeps it.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ActivityEventRow, Database } from '../../db/schema.js';

export type ActivityKind = ActivityEventRow['kind'];

type Db = Kysely<Database>;

/** The UTC Monday (`YYYY-MM-DD`) of an instant: the league's week is Monday to Sunday in UTC. */
export function utcWeekStart(instant: Date): string {
  const daysSinceMonday = (instant.getUTCDay() + 6) % 7;
  const monday = new Date(
    Date.UTC(
      instant.getUTCFullYear(),
      instant.getUTCMonth(),
      instant.getUTCDate() - daysSinceMonday,
    ),
  );
  return monday.toISOString().slice(0, 10);
}

export interface ActivityKey {
  userId: string;
  kind: ActivityKind;
  /** The record's key: a check-in's date, `habitId:date`, a diary entry's id, an achievement's key. */
  sourceId: string;
}

export interface Activity extends ActivityKey {
  /** The user's local day of the record. */
  localDate: string;
  points: number;
  /** When the event is recorded (its league week); now unless the caller restores an older one. */
  at?: Date;
}

/** Adds `delta` to a user's week, never below zero (a week's points are a sum of non-negative events). */
async function addToWeek(db: Db, userId: string, weekStart: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .insertInto('weekly_points')
    .values({ user_id: userId, week_start: weekStart, points: Math.max(0, delta) })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'week_start']).doUpdateSet((eb) => ({
        // CASE rather than max()/greatest(): the one spelling both databases know.
        points: sql<number>`case when ${eb.ref('weekly_points.points')} + ${delta} < 0 then 0
          else ${eb.ref('weekly_points.points')} + ${delta} end`,
      })),
    )
    .execute();
  // A week whose points were all taken back keeps no row: the recompute writes none for it, and
  // the league's counts of active users read only weeks with points.
  if (delta < 0) {
    await db
      .deleteFrom('weekly_points')
      .where('user_id', '=', userId)
      .where('week_start', '=', weekStart)
      .where('points', '<=', 0)
      .execute();
  }
}

function findEvent(db: Db, { userId, kind, sourceId }: ActivityKey) {
  return db
    .selectFrom('activity_events')
    .select(['id', 'points', 'local_date', 'week_start'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('source_id', '=', sourceId)
    .executeTakeFirst();
}

/**
 * What one event write changed, for the achievement check that follows (it reads only around the
 * days named): the day an event joined (`added`) and the day one left (`removed`); a record moved
 * to another day names both, a change of points alone neither.
 */
export interface EventChange {
  kind: ActivityKind;
  sourceId: string;
  added: string | null;
  removed: string | null;
}

/**
 * Records (or updates) the event of a record. Returns what changed, null for nothing. Call inside
 * the write transaction that writes the record.
 */
export async function recordActivity(db: Db, activity: Activity): Promise<EventChange | null> {
  const { kind, sourceId } = activity;
  const existing = await findEvent(db, activity);
  if (existing) {
    if (existing.points === activity.points && existing.local_date === activity.localDate) {
      return null;
    }
    await db
      .updateTable('activity_events')
      .set({ points: activity.points, local_date: activity.localDate })
      .where('id', '=', existing.id)
      .execute();
    await addToWeek(db, activity.userId, existing.week_start, activity.points - existing.points);
    const moved = existing.local_date !== activity.localDate;
    return {
      kind,
      sourceId,
      added: moved ? activity.localDate : null,
      removed: moved ? existing.local_date : null,
    };
  }
  const row = newEvent(activity);
  await db.insertInto('activity_events').values(row).execute();
  await addToWeek(db, activity.userId, row.week_start, activity.points);
  return { kind, sourceId, added: activity.localDate, removed: null };
}

/** A new event's row: its league week is that of the moment it is recorded. */
function newEvent(activity: Activity) {
  const at = activity.at ?? new Date();
  return {
    id: randomUUID(),
    user_id: activity.userId,
    kind: activity.kind,
    source_id: activity.sourceId,
    local_date: activity.localDate,
    week_start: utcWeekStart(at),
    points: activity.points,
    created_at: at.toISOString(),
  };
}

/** Removes a record's event and takes its points back from its week. What changed, if anything. */
export async function removeActivity(db: Db, key: ActivityKey): Promise<EventChange | null> {
  const existing = await findEvent(db, key);
  if (!existing) return null;
  await db.deleteFrom('activity_events').where('id', '=', existing.id).execute();
  await addToWeek(db, key.userId, existing.week_start, -existing.points);
  return { kind: key.kind, sourceId: key.sourceId, added: null, removed: existing.local_date };
}

/** Removes every event of a kind whose source starts with `prefix` (a deleted habit's days). Whether there were any. */
export async function removeActivitiesWithPrefix(
  db: Db,
  { userId, kind, prefix }: { userId: string; kind: ActivityKind; prefix: string },
): Promise<boolean> {
  const events = await db
    .selectFrom('activity_events')
    .select(['source_id'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    // The prefix is a habit's UUID and a colon: no LIKE wildcard in it.
    .where('source_id', 'like', `${prefix}%`)
    .execute();
  for (const { source_id } of events) {
    await removeActivity(db, { userId, kind, sourceId: source_id });
  }
  return events.length > 0;
}

/** Keys in one `IN (…)` and rows in one INSERT: well under either database's bound on parameters. */
const BATCH = 500;

/**
 * Many events of one user at once (an import's records): what `recordActivity` does for each, in
 * a statement per few hundred events rather than three per event, and each week's points added
 * once. Returns what changed.
 */
export async function recordActivities(
  db: Db,
  userId: string,
  activities: readonly Omit<Activity, 'userId'>[],
): Promise<EventChange[]> {
  const keyOf = (kind: ActivityKind, sourceId: string) => `${kind}\u0000${sourceId}`;
  // An event named twice is written once, as the last naming says (recordActivity twice would).
  const byKey = new Map(
    activities.map((activity) => [keyOf(activity.kind, activity.sourceId), activity]),
  );
  const existing = new Set<string>();
  for (const kind of new Set(activities.map((activity) => activity.kind))) {
    const sources = [...byKey.values()].filter((activity) => activity.kind === kind);
    for (let start = 0; start < sources.length; start += BATCH) {
      const rows = await db
        .selectFrom('activity_events')
        .select(['kind', 'source_id'])
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where(
          'source_id',
          'in',
          sources.slice(start, start + BATCH).map((activity) => activity.sourceId),
        )
        .execute();
      for (const row of rows) existing.add(keyOf(row.kind, row.source_id));
    }
  }
  const changes: EventChange[] = [];
  const fresh: ReturnType<typeof newEvent>[] = [];
  const added = new Map<string, number>();
  for (const [key, activity] of byKey) {
    if (existing.has(key)) {
      // Rare (a record whose points or day moved): one event at a time, as recordActivity does.
      const change = await recordActivity(db, { ...activity, userId });
      if (change) changes.push(change);
      continue;
    }
    const row = newEvent({ ...activity, userId });
    fresh.push(row);
    added.set(row.week_start, (added.get(row.week_start) ?? 0) + activity.points);
    changes.push({
      kind: activity.kind,
      sourceId: activity.sourceId,
      added: activity.localDate,
      removed: null,
    });
  }
  await insertEvents(db, fresh);
  const weeks = [...added].filter(([, points]) => points > 0);
  for (let start = 0; start < weeks.length; start += BATCH) {
    await db
      .insertInto('weekly_points')
      .values(
        weeks
          .slice(start, start + BATCH)
          .map(([weekStart, points]) => ({ user_id: userId, week_start: weekStart, points })),
      )
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'week_start']).doUpdateSet((eb) => ({
          points: sql<number>`${eb.ref('weekly_points.points')} + ${eb.ref('excluded.points')}`,
        })),
      )
      .execute();
  }
  return changes;
}

async function insertEvents(db: Db, rows: readonly ReturnType<typeof newEvent>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('activity_events')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}
