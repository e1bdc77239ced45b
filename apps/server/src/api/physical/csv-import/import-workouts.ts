/**
 * Writes what a CSV export read into (read-import.ts): in one transaction, sessions not imported
 * before (by their key: app, start and name), each exercise matched by name to the library (its
 * English or Spanish name) or to the user's own, and the others created as the user's own (no
 * muscles known: the user can add them). Records are recomputed once at the end, their events
 * dated when the sets were done. A set that does not suit its exercise's kind is reported, not
 * written.
 */
import {
  EXERCISE_LIBRARY,
  PHYSICAL_LIMITS,
  instantOfWallClock,
  searchableText,
  setProblem,
  type Exercise,
  type ExerciseKind,
  type ImportReport,
  type SetInput,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AppDatabase } from '../../../db/database.js';
import { insertInBatches } from '../../../db/insert-in-batches.js';
import { holdUser } from '../../../db/row-locks.js';
import type { Database } from '../../../db/schema.js';
import { writeTransaction } from '../../../db/write-transaction.js';
import { todayAt } from '../../tracking/user-day.js';
import { exerciseOfRow } from '../exercise-catalogue.js';
import { refreshRecords } from '../set-records.js';
import { sessionRows, type EntryToWrite, type SetRow } from '../workout-rows.js';
import type { ImportProblem, ImportedSet, ReadImport } from './imported-workout.js';

const KEY_BATCH = 500;

/** The kind an unknown exercise's sets show: load and reps, reps, a time or a distance. */
function inferKind(sets: readonly SetInput[]): ExerciseKind {
  if (sets.some((set) => (set.weight_kg ?? 0) > 0 && (set.reps ?? 0) > 0)) return 'weight_reps';
  if (sets.some((set) => (set.reps ?? 0) > 0)) return 'reps';
  if (sets.some((set) => set.distance_m != null)) return 'distance';
  if (sets.some((set) => set.duration_seconds != null)) return 'time';
  return 'reps';
}

/** A name as matched: case, accents, spaces and punctuation aside ("Pull Up" is "Pull-Up"). */
const nameKey = (name: string) => searchableText(name).replace(/[^\p{L}\p{N}]/gu, '');

const LIBRARY_BY_NAME = new Map<string, Exercise>();
for (const exercise of EXERCISE_LIBRARY) {
  LIBRARY_BY_NAME.set(nameKey(exercise.names.en), exercise);
  LIBRARY_BY_NAME.set(nameKey(exercise.names.es), exercise);
}

export interface ImportTarget {
  userId: string;
  timeZone: string;
  dayStartsAt: string;
}

export async function importWorkouts(
  database: AppDatabase,
  { userId, timeZone, dayStartsAt }: ImportTarget,
  read: ReadImport & { format: 'strong' | 'hevy' },
): Promise<ImportReport> {
  const problems: ImportProblem[] = [...read.problems];
  const report = await writeTransaction(database, async (context) => {
    const trx = context.db;
    const batch = { db: trx, kind: database.kind };
    await holdUser(context, userId);
    const keys = read.workouts.map((workout) => workout.key);
    const seen = new Set<string>();
    for (let start = 0; start < keys.length; start += KEY_BATCH) {
      const rows = await trx
        .selectFrom('workouts')
        .select('import_key')
        .where('user_id', '=', userId)
        .where('import_key', 'in', keys.slice(start, start + KEY_BATCH))
        .execute();
      for (const row of rows) seen.add(row.import_key!);
    }
    const fresh = read.workouts.filter((workout) => !seen.has(workout.key));

    // Exercises by name: the library's, the user's own, then new ones of the user's.
    const ownRows = await trx
      .selectFrom('user_exercises')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    const own = new Map(ownRows.map((row) => [nameKey(row.name), exerciseOfRow(row)]));
    const byName = new Map<string, Exercise>();
    const setsByNewName = new Map<string, SetInput[]>();
    for (const workout of fresh) {
      for (const entry of workout.entries) {
        const name = nameKey(entry.exerciseName);
        const known = LIBRARY_BY_NAME.get(name) ?? own.get(name);
        if (known) byName.set(entry.exerciseName, known);
        else {
          const list = setsByNewName.get(entry.exerciseName) ?? [];
          list.push(...entry.sets.map((imported) => imported.set));
          setsByNewName.set(entry.exerciseName, list);
        }
      }
    }
    const now = new Date().toISOString();
    const newExercises: Insertable<Database['user_exercises']>[] = [];
    const room = PHYSICAL_LIMITS.maxUserExercises - ownRows.length;
    const created = new Map<string, string>();
    for (const [name, sets] of setsByNewName) {
      const normalized = nameKey(name);
      const already = created.get(normalized);
      if (already) {
        byName.set(name, byName.get(already)!);
        continue;
      }
      if (newExercises.length >= room) continue;
      const row = {
        id: randomUUID(),
        user_id: userId,
        name,
        primary_muscles: '[]',
        secondary_muscles: '[]',
        equipment: 'other' as const,
        kind: inferKind(sets),
        created_at: now,
        updated_at: now,
      };
      newExercises.push(row);
      created.set(normalized, name);
      byName.set(name, exerciseOfRow(row));
    }
    await insertInBatches(batch, 'user_exercises', newExercises);

    const workouts: Insertable<Database['workouts']>[] = [];
    const entries: Insertable<Database['workout_entries']>[] = [];
    const sets: SetRow[] = [];
    for (const workout of fresh) {
      const started = instantOfWallClock(workout.startedAt, timeZone);
      if (Number.isNaN(started.getTime())) continue;
      const startedAt = started.toISOString();
      const localDate = todayAt(started.getTime(), timeZone, dayStartsAt);
      const duration = workout.durationSeconds;
      const workoutId = randomUUID();
      const written: EntryToWrite[] = [];
      for (const entry of workout.entries) {
        const exercise = byName.get(entry.exerciseName);
        const accepted: ImportedSet[] = [];
        for (const imported of entry.sets) {
          const problem = exercise
            ? setProblem(exercise.kind, imported.set)
            : `You have ${PHYSICAL_LIMITS.maxUserExercises} exercises of your own: no room for “${entry.exerciseName}”`;
          if (problem) problems.push({ line: imported.line, detail: problem });
          else accepted.push(imported);
        }
        if (!exercise || accepted.length === 0) continue;
        // RPE is not imported (RIR is another scale).
        written.push({
          exercise,
          notes: entry.notes,
          sets: accepted.map(({ set }) => ({ ...set, rir: null })),
        });
      }
      const { entries: entriesOfWorkout, sets: rowsOfWorkout } = sessionRows(
        { workoutId, userId, startedAt, localDate },
        written,
      );
      if (rowsOfWorkout.length === 0) continue;
      workouts.push({
        id: workoutId,
        user_id: userId,
        name: workout.name,
        notes: workout.notes,
        started_at: startedAt,
        finished_at:
          duration !== null && duration >= 0 && duration <= PHYSICAL_LIMITS.maxDurationSeconds
            ? new Date(started.getTime() + duration * 1000).toISOString()
            : null,
        local_date: localDate,
        routine_id: null,
        source: read.format,
        import_key: workout.key,
        created_at: now,
        updated_at: now,
      });
      entries.push(...entriesOfWorkout);
      sets.push(...rowsOfWorkout);
    }
    const touched = [...new Set(entries.map((entry) => entry.exercise_id))];
    const exercises = [
      ...new Map([...byName.values()].map((exercise) => [exercise.id, exercise])).values(),
    ].filter((exercise) => touched.includes(exercise.id));
    await insertInBatches(batch, 'workouts', workouts);
    await insertInBatches(batch, 'workout_entries', entries);
    // The records are counted before the sets are written, so each set is written once, with its
    // records, rather than written and then updated.
    await refreshRecords(trx, userId, exercises, { datedBySession: true, unwritten: sets });
    await insertInBatches(batch, 'workout_sets', sets);
    return {
      workouts_created: workouts.length,
      workouts_skipped: read.workouts.length - fresh.length,
      sets_created: sets.length,
      exercises_created: newExercises.length,
    };
  });
  problems.sort((a, b) => a.line - b.line);
  return {
    format: read.format,
    rows: read.rows,
    ...report,
    problems: problems.slice(0, PHYSICAL_LIMITS.importMaxReportedProblems),
    problems_total: problems.length,
  };
}
