/**
 * Brings a user's unlocked achievements in line with their records, in the caller's write
 * transaction: a rule newly met is unlocked (a `user_achievements` row, its toast unseen, and an
 * `achievement` event with its bonus); one no longer met is taken back with its bonus.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { recordActivity, removeActivity, type EventChange } from '../activity-events.js';
import { ACHIEVEMENT_RULES, achievementStandings } from './achievement-rules.js';
import { changedStandings } from './changed-standings.js';
import { progressFacts, type EventFact } from './progress-facts.js';

type Db = Kysely<Database>;

export function readEventFacts(db: Db, userId: string): Promise<EventFact[]> {
  return db
    .selectFrom('activity_events')
    .select(['kind', 'source_id', 'local_date', 'points'])
    .where('user_id', '=', userId)
    .execute();
}

export interface AchievementChanges {
  unlocked: string[];
  revoked: string[];
}

/** The newest day among the user's record events: a change not tied to one day is dated by it. */
function newestRecordDay(events: readonly EventFact[], fallback: string): string {
  let newest: string | null = null;
  for (const event of events) {
    if (event.kind !== 'achievement' && (newest === null || event.local_date > newest)) {
      newest = event.local_date;
    }
  }
  return newest ?? fallback;
}

/**
 * `localDate` is the day the change belongs to (the record's day): a new achievement's event is
 * dated by it; without one (a habit deleted, a recompute), by the newest record's day. `at` is the
 * moment of the change. `changes`, the event changes just written, let the check read only around
 * them (changed-standings.ts); without them, or when those reads cannot tell, every rule is judged
 * from all of the user's events.
 */
export async function syncAchievements(
  db: Db,
  userId: string,
  {
    localDate,
    at = new Date(),
    changes,
  }: { localDate?: string; at?: Date; changes?: readonly EventChange[] } = {},
): Promise<AchievementChanges> {
  const held = new Set(
    (
      await db.selectFrom('user_achievements').select('key').where('user_id', '=', userId).execute()
    ).map((row) => row.key),
  );
  let verdicts =
    changes && localDate !== undefined
      ? await changedStandings(db, userId, changes, held)
      : undefined;
  let day = localDate;
  if (!verdicts) {
    const events = await readEventFacts(db, userId);
    verdicts = new Map(
      achievementStandings(progressFacts(events)).map((standing) => [
        standing.key,
        standing.unlocked,
      ]),
    );
    day ??= newestRecordDay(events, at.toISOString().slice(0, 10));
  }
  const changed: AchievementChanges = { unlocked: [], revoked: [] };
  for (const { key, bonus } of ACHIEVEMENT_RULES) {
    const unlocked = verdicts.get(key) ?? false;
    if (unlocked && !held.has(key)) {
      await db
        .insertInto('user_achievements')
        .values({ user_id: userId, key, unlocked_at: at.toISOString(), seen_at: null })
        .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
        .execute();
      await recordActivity(db, {
        userId,
        kind: 'achievement',
        sourceId: key,
        localDate: day ?? at.toISOString().slice(0, 10),
        points: bonus,
        at,
      });
      changed.unlocked.push(key);
    } else if (!unlocked && held.has(key)) {
      await db
        .deleteFrom('user_achievements')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
      await removeActivity(db, { userId, kind: 'achievement', sourceId: key });
      changed.revoked.push(key);
    }
  }
  return changed;
}
