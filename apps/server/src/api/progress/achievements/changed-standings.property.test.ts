/**
 * The achievement check that reads only around a change (changed-standings.ts) holds, after every
 * single change, exactly the achievements the rules give over all of the user's events: a random
 * run of check-ins, habit days, diary entries (moved between days too) and scans, added and taken
 * away over ten weeks (room for 30-day streaks and comebacks), each synced as the write paths sync
 * it. Checked after each step, not only at the end, so a wrong answer of the bounded check cannot
 * be put right by a later full one. On SQLite and PostgreSQL.
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../db/database.js';
import { writeTransaction } from '../../../db/write-transaction.js';
import { propertyParameters } from '../../../test-support/hostile-arbitraries.js';
import { openTestDatabase, testDatabaseKinds } from '../../../test-support/test-database.js';
import { addDays } from '../../tracking/day-numbers.js';
import { recordActivity, removeActivity, type ActivityKind } from '../activity-events.js';
import { POINTS } from '../points.js';
import { achievementStandings } from './achievement-rules.js';
import { progressFacts } from './progress-facts.js';
import { readEventFacts, syncAchievements } from './sync-achievements.js';

const FIRST_DAY = '2026-06-01';
const DAYS = 70;

type RecordKind = Exclude<ActivityKind, 'achievement'>;
interface Step {
  kind: 'check_in' | 'habit_done' | 'diary_entry' | 'scan';
  /** A check-in's source is its day; a habit day's `habit:day`; others one of a few ids. */
  slot: number;
  day: number;
  remove: boolean;
}

const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.oneof(
    { weight: 3, arbitrary: fc.constant('check_in' as const) },
    { weight: 3, arbitrary: fc.constant('habit_done' as const) },
    { weight: 1, arbitrary: fc.constantFrom('diary_entry' as const, 'scan' as const) },
  ),
  slot: fc.nat({ max: 1 }),
  // Mostly a few nearby weeks, so streaks of 7 and 14 days form and break; sometimes anywhere.
  day: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 30, max: 39 }) },
    { weight: 2, arbitrary: fc.integer({ min: 10, max: 55 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: DAYS - 1 }) },
  ),
  // One in five takes the record away: enough to break runs, few enough for runs to form.
  remove: fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0),
});

describe.each(testDatabaseKinds())('the bounded achievement check on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(() => dispose());

  async function newUser(): Promise<string> {
    const id = randomUUID();
    const now = new Date().toISOString();
    await database.db
      .insertInto('users')
      .values({
        id,
        aud: 'authenticated',
        role: 'authenticated',
        email: `${id}@example.com`,
        app_metadata: '{}',
        user_metadata: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  /** One write as the write paths do it: the event, then the sync given what changed. */
  async function apply(userId: string, { kind: recordKind, slot, day, remove }: Step) {
    const date = addDays(FIRST_DAY, day);
    const sourceId =
      recordKind === 'check_in'
        ? date
        : recordKind === 'habit_done'
          ? `habit-${slot}:${date}`
          : `${recordKind}-${slot}`;
    const key = { userId, kind: recordKind as RecordKind, sourceId };
    await writeTransaction(database, async ({ db }) => {
      const change = remove
        ? await removeActivity(db, key)
        : await recordActivity(db, { ...key, localDate: date, points: POINTS[recordKind] });
      if (change) await syncAchievements(db, userId, { localDate: date, changes: [change] });
    });
  }

  it('holds after every change what the rules give over all the events', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 40, maxLength: 160, size: 'max' }),
        async (steps) => {
          const userId = await newUser();
          for (const [index, change] of steps.entries()) {
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
