/**
 * What a write keeps by arithmetic (a set logged: its records from the marks kept within the
 * session, the session's figures from the new set, the marks written back) equals what a
 * recompute from every set gives, after any sequence of sets logged (into the latest session or
 * an older one), sets edited or removed (a session saved again) and sessions deleted: each set's
 * records and their events, every session's kept figures, the kept marks, the history and the
 * current bests (`GET /records` as it was computed from every set). Through the repositories the
 * routes use, on SQLite and PostgreSQL.
 */
import {
  emptyBests,
  libraryExercise,
  recordsOfSession,
  type PersonalRecord,
  type RecordBests,
  type WorkoutWrite,
} from '@ascend/contracts';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.js';
import { insertBareUser } from '../../test-support/bare-user.js';
import { propertyParameters } from '../../test-support/hostile-arbitraries.js';
import { openTestDatabase, testDatabaseKinds } from '../../test-support/test-database.js';
import {
  FIGURE_COLUMNS,
  SESSION_COLUMNS,
  foldBests,
  sessionFigures,
  sessionsOf,
} from './exercise-figures.js';
import { sessionPointJson } from './exercise-history-json.js';
import { parsedBests } from './set-records.js';
import { trainingFigures } from './training-figures.js';
import { workoutsRepository } from './workouts-repository.js';

/** A lift (load and reps) and a bodyweight exercise (reps, a load optional). */
const EXERCISES = ['barbell-bench-press', 'push-up'] as const;
const kindOf = (id: string) => libraryExercise(id)!.kind;

type Operation =
  | { op: 'session'; day: number; hour: number }
  | {
      op: 'log';
      session: number;
      exercise: number;
      weight: number;
      reps: number;
      warmUp: boolean;
    }
  | { op: 'edit'; session: number; set: number; weight: number; reps: number; warmUp: boolean }
  | { op: 'removeSet'; session: number; set: number }
  | { op: 'deleteSession'; session: number };

const slot = fc.nat({ max: 9 });
// Few loads and reps, so that ties, more reps at a load and volume records all come up.
const weight = fc.constantFrom(0, 40, 60, 60.5, 80, 100);
const reps = fc.integer({ min: 0, max: 12 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('session' as const),
      day: fc.integer({ min: 0, max: 20 }),
      hour: fc.integer({ min: 6, max: 20 }),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      op: fc.constant('log' as const),
      session: slot,
      exercise: fc.nat({ max: EXERCISES.length - 1 }),
      weight,
      reps,
      warmUp: fc.constantFrom(false, false, false, true),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('edit' as const),
      session: slot,
      set: slot,
      weight,
      reps,
      warmUp: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('removeSet' as const), session: slot, set: slot }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('deleteSession' as const), session: slot }) },
);

const pick = <T>(items: readonly T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

describe.each(testDatabaseKinds())('kept figures against a recompute on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(() => dispose());

  async function apply(userId: string, operations: Operation[]): Promise<void> {
    const workouts = workoutsRepository(database);
    const sessions: string[] = [];
    for (const step of operations) {
      if (step.op === 'session') {
        const id = randomUUID();
        const hour = String(step.hour).padStart(2, '0');
        const day = String(1 + step.day).padStart(2, '0');
        await workouts.put(
          userId,
          id,
          { started_at: `2026-03-${day}T${hour}:00:00.000Z`, exercises: [] },
          `2026-03-${day}`,
        );
        sessions.push(id);
        continue;
      }
      const id = pick(sessions, step.session);
      if (id === undefined) continue;
      if (step.op === 'log') {
        await workouts.logSet(userId, id, {
          exercise_id: EXERCISES[step.exercise]!,
          weight_kg: step.weight,
          reps: step.reps,
          warm_up: step.warmUp,
        });
      } else if (step.op === 'deleteSession') {
        await workouts.remove(userId, id);
        sessions.splice(sessions.indexOf(id), 1);
      } else {
        const workout = (await workouts.find(userId, id))!;
        const all = workout.exercises.flatMap((entry) => entry.sets.map((set) => set.id));
        const target = pick(all, step.set);
        if (target === undefined) continue;
        const body: WorkoutWrite = {
          started_at: workout.started_at,
          exercises: workout.exercises.map((entry) => ({
            id: entry.id,
            exercise_id: entry.exercise_id,
            notes: entry.notes,
            sets: entry.sets.flatMap((set) => {
              const kept = {
                id: set.id,
                reps: set.reps,
                weight_kg: set.weight_kg,
                rir: set.rir,
                warm_up: set.warm_up,
              };
              if (set.id !== target) return [kept];
              if (step.op === 'removeSet') return [];
              return [{ ...kept, reps: step.reps, weight_kg: step.weight, warm_up: step.warmUp }];
            }),
          })),
        };
        await workouts.put(userId, id, body, workout.local_date);
      }
    }
  }

  /** Every set of an exercise in the order done, as the recompute reads them. */
  function setsOf(userId: string, exerciseId: string) {
    return database.db
      .selectFrom('workout_sets')
      .select(FIGURE_COLUMNS)
      .where('user_id', '=', userId)
      .where('exercise_id', '=', exerciseId)
      .orderBy('started_at')
      .orderBy('workout_id')
      .orderBy('entry_position')
      .orderBy('position')
      .execute();
  }

  async function expectKeptEqualsRecompute(userId: string): Promise<void> {
    const figures = trainingFigures(database);
    const recordedSets: string[] = [];
    const allBests: PersonalRecord[] = [];
    for (const exerciseId of [...EXERCISES].sort()) {
      const rows = await setsOf(userId, exerciseId);
      const sessions = sessionsOf(rows);
      const exerciseKind = kindOf(exerciseId);
      // Records: the contracts' rule over every set in the order done.
      const bests = emptyBests();
      let marks: RecordBests | undefined;
      const expected = sessions.flatMap((session, index) => {
        const before = { ...bests, repsAtWeight: new Map(bests.repsAtWeight) };
        const found = recordsOfSession(
          exerciseKind,
          session.map((row) => ({ ...row, warm_up: row.warm_up === 1 })),
          bests,
        );
        if (index === sessions.length - 1) {
          marks = { ...bests, sessions: before.sessions, sessionVolume: before.sessionVolume };
        }
        return found.map((kinds) => kinds.join(','));
      });
      expect(rows.map((row) => row.records)).toEqual(expected);
      recordedSets.push(...rows.filter((row) => row.records !== '').map((row) => row.id));

      // The kept marks within the latest session: closing them gives the bests after it.
      const kept = await database.db
        .selectFrom('exercise_bests')
        .select(['latest_workout_id', 'marks'])
        .where('user_id', '=', userId)
        .where('exercise_id', '=', exerciseId)
        .executeTakeFirst();
      if (sessions.length === 0) {
        expect(kept).toBeUndefined();
      } else {
        expect(kept?.latest_workout_id).toBe(sessions.at(-1)![0]!.workout_id);
        expect(parsedBests(kept!.marks!)).toEqual(marks);
      }

      // Each session's kept figures, to the last bit.
      const working = sessions
        .map((session) => session.filter((row) => row.warm_up === 0))
        .filter((session) => session.length > 0);
      const keptSessions = await database.db
        .selectFrom('exercise_sessions')
        .select(SESSION_COLUMNS)
        .where('user_id', '=', userId)
        .where('exercise_id', '=', exerciseId)
        .orderBy('started_at')
        .orderBy('workout_id')
        .execute();
      expect(
        keptSessions.map((row) => ({
          ...row,
          working_sets: Number(row.working_sets),
          reps: Number(row.reps),
          record_count: Number(row.record_count),
        })),
      ).toEqual(working.map(sessionFigures));

      // The history, and the current bests of every set (GET /records as it was computed).
      const history = await figures.history(userId, libraryExercise(exerciseId)!, {});
      const current = foldBests(new Map(), exerciseId, exerciseKind, working, {
        repsAtWeight: true,
      });
      // Each point as kept beside its figures, and written as the serialiser writes a session.
      expect(history.sessions.json).toBe(
        `[${working.map((sets) => sessionPointJson(sessionFigures(sets))).join(',')}]`,
      );
      expect(history.records).toEqual([...current.values()]);
      allBests.push(
        ...foldBests(new Map(), exerciseId, exerciseKind, working, {
          repsAtWeight: false,
        }).values(),
      );
    }
    expect(await figures.records(userId)).toEqual(allBests);

    // One event for each set that holds a record.
    const events = await database.db
      .selectFrom('activity_events')
      .select('source_id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'personal_record')
      .execute();
    expect(events.map((event) => event.source_id).sort()).toEqual(recordedSets.sort());
  }

  it('keeps by arithmetic what a recompute from every set gives', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 40 }), async (operations) => {
        const userId = await insertBareUser(database.db);
        await apply(userId, operations);
        await expectKeptEqualsRecompute(userId);
      }),
      propertyParameters(kind === 'sqlite' ? 40 : 15),
    );
  });
});
