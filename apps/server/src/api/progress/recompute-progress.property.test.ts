/**
 * The incremental path (each tracking write recording its event and syncing achievements) and the
 * rebuild from records alone (`recomputeProgress`) agree, whatever sequence of creates, edits and
 * deletes came before: same events (kind, source, day, points, league week), same weekly totals,
 * same achievements with the same unlock dates. Through the repositories the routes use, on
 * SQLite and PostgreSQL.
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { propertyParameters } from '../../test-support/hostile-arbitraries.js';
import { openTestDatabase, testDatabaseKinds } from '../../test-support/test-database.js';
import { checkInsRepository } from '../tracking/check-ins/check-ins-repository.js';
import { addDays } from '../tracking/day-numbers.js';
import { diaryRepository } from '../tracking/diary/diary-repository.js';
import { habitsRepository } from '../tracking/habits/habits-repository.js';
import { workoutsRepository } from '../physical/workouts-repository.js';
import { recomputeProgress } from './recompute-progress.js';

const FIRST_DAY = '2026-09-01';
/** Six weeks: room for streaks of 7 and 14 days and for comebacks. */
const DAYS = 42;
const day = fc.integer({ min: 0, max: DAYS - 1 }).map((offset) => addDays(FIRST_DAY, offset));
/** A slot for a habit or an entry made earlier in the sequence (taken modulo how many exist). */
const slot = fc.nat({ max: 7 });

type Operation =
  | { op: 'checkIn'; date: string; mood: number | null; sleep: number | null }
  | { op: 'deleteCheckIn'; date: string }
  | { op: 'habit'; measurable: boolean; target: number }
  | { op: 'mark'; habit: number; date: string; status: 'done' | 'skipped' | 'value'; value: number }
  | { op: 'clearMark'; habit: number; date: string }
  | { op: 'target'; habit: number; target: number }
  | { op: 'deleteHabit'; habit: number }
  | { op: 'entry'; date: string }
  | { op: 'moveEntry'; entry: number; date: string }
  | { op: 'deleteEntry'; entry: number }
  | { op: 'workout'; date: string; weight: number; reps: number; warmUp: boolean }
  | { op: 'logSet'; workout: number; weight: number; reps: number; warmUp: boolean }
  | { op: 'deleteWorkout'; workout: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('checkIn' as const),
      date: day,
      mood: fc.option(fc.integer({ min: 1, max: 5 })),
      sleep: fc.option(fc.constantFrom(6, 7.5)),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('deleteCheckIn' as const), date: day }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('habit' as const),
      measurable: fc.boolean(),
      target: fc.constantFrom(10, 20, 30),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('mark' as const),
      habit: slot,
      date: day,
      status: fc.constantFrom('done' as const, 'skipped' as const, 'value' as const),
      value: fc.constantFrom(5, 15, 25, 40),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('clearMark' as const), habit: slot, date: day }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('target' as const),
      habit: slot,
      target: fc.constantFrom(10, 20, 30),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteHabit' as const), habit: slot }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('entry' as const), date: day }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('moveEntry' as const), entry: slot, date: day }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteEntry' as const), entry: slot }) },
  // Sessions of one lift whose records (and their events) move as sessions come and go.
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('workout' as const),
      date: day,
      weight: fc.constantFrom(80, 100, 102.5),
      reps: fc.constantFrom(3, 5, 10),
      warmUp: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('logSet' as const),
      workout: slot,
      weight: fc.constantFrom(80, 100, 105),
      reps: fc.constantFrom(3, 5, 12),
      warmUp: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteWorkout' as const), workout: slot }) },
);

const pick = <T>(items: T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

/** Everything progress stores for a user, in a comparable order. */
async function progressState(database: AppDatabase, userId: string) {
  const { db } = database;
  const [events, weeks, achievements] = await Promise.all([
    db
      .selectFrom('activity_events')
      .select(['kind', 'source_id', 'local_date', 'points', 'week_start', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('kind')
      .orderBy('source_id')
      .execute(),
    db
      .selectFrom('weekly_points')
      .select(['week_start', 'points'])
      .where('user_id', '=', userId)
      // A week whose every event was taken back keeps its row at 0; the rebuild writes none.
      .where('points', '>', 0)
      .orderBy('week_start')
      .execute(),
    db
      .selectFrom('user_achievements')
      .select(['key', 'unlocked_at'])
      .where('user_id', '=', userId)
      .orderBy('key')
      .execute(),
  ]);
  return { events, weeks, achievements };
}

describe.each(testDatabaseKinds())('recomputing progress on %s', (kind) => {
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

  async function apply(userId: string, operations: Operation[]) {
    const checkIns = checkInsRepository(database);
    const habits = habitsRepository(database);
    const diary = diaryRepository(database);
    const workouts = workoutsRepository(database);
    const habitIds: { id: string; measurable: boolean }[] = [];
    const entryIds: string[] = [];
    const workoutIds: string[] = [];
    for (const step of operations) {
      switch (step.op) {
        case 'checkIn':
          await checkIns.upsert(userId, step.date, { mood: step.mood, sleep_hours: step.sleep });
          break;
        case 'deleteCheckIn':
          await checkIns.remove(userId, step.date);
          break;
        case 'habit': {
          const habit = await habits.create(
            userId,
            {
              name: 'Habit',
              kind: step.measurable ? 'measurable' : 'boolean',
              ...(step.measurable ? { target: step.target, unit: 'pages' } : {}),
              frequency: { type: 'daily' },
            },
            FIRST_DAY,
          );
          habitIds.push({ id: habit.id, measurable: step.measurable });
          break;
        }
        case 'mark': {
          const habit = pick(habitIds, step.habit);
          if (!habit) break;
          const mark = habit.measurable
            ? step.status === 'skipped'
              ? { status: 'skipped' as const }
              : { status: 'value' as const, value: step.value }
            : step.status === 'skipped'
              ? { status: 'skipped' as const }
              : { status: 'done' as const };
          await habits.setMark(userId, habit.id, step.date, mark);
          break;
        }
        case 'clearMark': {
          const habit = pick(habitIds, step.habit);
          if (habit) await habits.clearMark(userId, habit.id, step.date);
          break;
        }
        case 'target': {
          const habit = pick(habitIds, step.habit);
          if (habit?.measurable) await habits.update(userId, habit.id, { target: step.target });
          break;
        }
        case 'deleteHabit': {
          const habit = pick(habitIds, step.habit);
          if (!habit) break;
          await habits.remove(userId, habit.id);
          habitIds.splice(habitIds.indexOf(habit), 1);
          break;
        }
        case 'entry':
          entryIds.push((await diary.create(userId, { date: step.date, body: 'Text' })).id);
          break;
        case 'moveEntry': {
          const entry = pick(entryIds, step.entry);
          if (entry) await diary.update(userId, entry, { date: step.date });
          break;
        }
        case 'deleteEntry': {
          const entry = pick(entryIds, step.entry);
          if (!entry) break;
          await diary.remove(userId, entry);
          entryIds.splice(entryIds.indexOf(entry), 1);
          break;
        }
        case 'workout': {
          const id = randomUUID();
          await workouts.put(
            userId,
            id,
            {
              started_at: `${step.date}T10:00:00.000Z`,
              exercises: [
                {
                  exercise_id: 'barbell-bench-press',
                  sets: [{ weight_kg: step.weight, reps: step.reps, warm_up: step.warmUp }],
                },
              ],
            },
            step.date,
          );
          workoutIds.push(id);
          break;
        }
        case 'logSet': {
          const workout = pick(workoutIds, step.workout);
          if (!workout) break;
          await workouts.logSet(userId, workout, {
            exercise_id: 'barbell-bench-press',
            weight_kg: step.weight,
            reps: step.reps,
            warm_up: step.warmUp,
          });
          break;
        }
        case 'deleteWorkout': {
          const workout = pick(workoutIds, step.workout);
          if (!workout) break;
          await workouts.remove(userId, workout);
          workoutIds.splice(workoutIds.indexOf(workout), 1);
          break;
        }
      }
    }
  }

  it('gives the same events, weekly points and achievements as the incremental path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 20, maxLength: 80, size: 'max' }),
        async (operations) => {
          const userId = await newUser();
          await apply(userId, operations);
          const incremental = await progressState(database, userId);

          // Over the incremental state: nothing to change.
          await writeTransaction(database, ({ db }) => recomputeProgress(db, userId));
          expect(await progressState(database, userId)).toEqual(incremental);

          // From the records alone, every progress row gone first: the same events, totals and
          // achievements. Times are the rebuild's own, so compared without them; so is an
          // achievement event's day, the day of the change that unlocked it.
          await database.db.deleteFrom('activity_events').where('user_id', '=', userId).execute();
          await database.db.deleteFrom('weekly_points').where('user_id', '=', userId).execute();
          await database.db.deleteFrom('user_achievements').where('user_id', '=', userId).execute();
          await writeTransaction(database, ({ db }) => recomputeProgress(db, userId));
          const rebuilt = await progressState(database, userId);
          const timeless = (state: typeof incremental) => ({
            events: state.events.map(({ kind, source_id, local_date, points }) => ({
              kind,
              source_id,
              local_date: kind === 'achievement' ? null : local_date,
              points,
            })),
            total: state.weeks.reduce((sum, week) => sum + week.points, 0),
            achievements: state.achievements.map((achievement) => achievement.key),
          });
          expect(timeless(rebuilt)).toEqual(timeless(incremental));
          // The weeks add up to the events, on both paths.
          for (const state of [incremental, rebuilt]) {
            expect(state.weeks.reduce((sum, week) => sum + week.points, 0)).toBe(
              state.events.reduce((sum, event) => sum + event.points, 0),
            );
          }
        },
      ),
      propertyParameters(kind === 'sqlite' ? 60 : 25),
    );
  }, 240_000);
});
