/**
 * The achievement check that reads only around a change (changed-standings.ts) holds, after every
 * single change, exactly the achievements the rules give over all of the user's events: a random
 * run of check-ins, habit days, diary entries (moved between days too) and scans, added and taken
 * away over ten weeks (room for 30-day streaks and comebacks), each synced as the write paths sync
 * it. Checked after each step, not only at the end, so a wrong answer of the bounded check cannot
 * be put right by a later full one. On SQLite and PostgreSQL.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../db/database.js';
import { writeTransaction } from '../../../db/write-transaction.js';
import { insertBareUser } from '../../../test-support/bare-user.js';
import { propertyParameters } from '../../../test-support/hostile-arbitraries.js';
import { openTestDatabase, testDatabaseKinds } from '../../../test-support/test-database.js';
import { recordActivity, removeActivity, type ActivityKind } from '../activity-events.js';
import { POINTS } from '../points.js';
import { progressChange, type ProgressChange } from '../test-support/progress-changes.js';
import { achievementStandings } from './achievement-rules.js';
import { progressFacts } from './progress-facts.js';
import { readEventFacts, syncAchievements } from './sync-achievements.js';

/** Ten weeks: room for 30-day streaks and comebacks. */
const CALENDAR = { firstDay: '2026-06-01', days: 70 };

type RecordKind = Exclude<ActivityKind, 'achievement'>;

/** An activity event recorded (again, on a new day: a move) or taken back. */
interface EventChange {
  kind: RecordKind;
  sourceId: string;
  date: string;
  remove: boolean;
}

const pick = <T>(items: T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

/**
 * The events of one user's changes as their write paths record them: a check-in's source is its
 * day, a habit day's `habit:day` (a skipped day or a cleared mark takes it back), an entry's or a
 * scan's its own id (a moved entry is recorded again on its new day). Workouts and habit targets
 * record nothing this check reads directly; they are passed over.
 */
function eventChanges() {
  let made = 0;
  const habits: string[] = [];
  const entries: string[] = [];
  const scans: string[] = [];
  const taken = (items: string[], index: number) => {
    const item = pick(items, index);
    if (item !== undefined) items.splice(items.indexOf(item), 1);
    return item;
  };
  return (change: ProgressChange): EventChange | undefined => {
    switch (change.op) {
      case 'checkIn':
      case 'deleteCheckIn':
        return {
          kind: 'check_in',
          sourceId: change.date,
          date: change.date,
          remove: change.op === 'deleteCheckIn',
        };
      case 'habit':
        habits.push(`habit-${(made += 1)}`);
        return undefined;
      case 'mark':
      case 'clearMark': {
        const habit = pick(habits, change.habit);
        if (!habit) return undefined;
        const remove = change.op === 'clearMark' || change.status === 'skipped';
        return {
          kind: 'habit_done',
          sourceId: `${habit}:${change.date}`,
          date: change.date,
          remove,
        };
      }
      case 'entry':
      case 'faceScan': {
        const sourceId = `record-${(made += 1)}`;
        (change.op === 'entry' ? entries : scans).push(sourceId);
        const kind = change.op === 'entry' ? 'diary_entry' : 'scan';
        return { kind, sourceId, date: change.date, remove: false };
      }
      case 'moveEntry': {
        const entry = pick(entries, change.entry);
        return entry
          ? { kind: 'diary_entry', sourceId: entry, date: change.date, remove: false }
          : undefined;
      }
      case 'deleteEntry': {
        const entry = taken(entries, change.entry);
        return entry ? { kind: 'diary_entry', sourceId: entry, date: '', remove: true } : undefined;
      }
      case 'deleteFaceScan': {
        const scan = taken(scans, change.scan);
        return scan ? { kind: 'scan', sourceId: scan, date: '', remove: true } : undefined;
      }
      default:
        return undefined;
    }
  };
}

describe.each(testDatabaseKinds())('the bounded achievement check on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(() => dispose());

  /** One write as the write paths do it: the event, then the sync given what changed. */
  async function apply(userId: string, { kind: recordKind, sourceId, date, remove }: EventChange) {
    const key = { userId, kind: recordKind, sourceId };
    await writeTransaction(database, async ({ db }) => {
      const change = remove
        ? await removeActivity(db, key)
        : await recordActivity(db, { ...key, localDate: date, points: POINTS[recordKind] });
      // The record's day: a removed entry's or scan's is the day it was on.
      const localDate = change?.removed ?? date;
      if (change) await syncAchievements(db, userId, { localDate, changes: [change] });
    });
  }

  it('holds after every change what the rules give over all the events', async () => {
    await fc.assert(
      fc.asyncProperty(
        // About three in five changes record or take back an event.
        fc.array(progressChange(CALENDAR), { minLength: 60, maxLength: 240, size: 'max' }),
        async (changes) => {
          const userId = await insertBareUser(database.db);
          const eventOf = eventChanges();
          for (const [index, progress] of changes.entries()) {
            const change = eventOf(progress);
            if (!change) continue;
            await apply(userId, change);
            const events = await readEventFacts(database.db, userId);
            const expected = achievementStandings(progressFacts(events))
              .filter((standing) => standing.unlocked)
              .map((standing) => standing.key)
              .sort();
            const held = await database.db
              .selectFrom('user_achievements')
              .select('key')
              .where('user_id', '=', userId)
              .orderBy('key')
              .execute();
            expect(held.map((row) => row.key).sort(), `after step ${index}`).toEqual(expected);
          }
        },
      ),
      propertyParameters(kind === 'sqlite' ? 40 : 12),
    );
  }, 240_000);
});
