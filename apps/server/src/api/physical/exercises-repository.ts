/**
 * The exercise list (the library and the user's own, searched and filtered) and the user's own
 * exercises: created, replaced, deleted. An exercise that sets record cannot be deleted, nor its
 * kind changed (what its sets hold would stop matching it): a 409.
 */
import {
  EXERCISE_LIBRARY,
  PHYSICAL_LIMITS,
  exerciseMatches,
  type Exercise,
  type ExerciseQuery,
  type UserExerciseCreate,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { AppDatabase, Db } from '../../db/database.js';
import { holdUser } from '../../db/row-locks.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { countOwnRows } from '../../db/count-own-rows.js';
import { ApiError } from '../http/api-error.js';
import { exerciseOfRow } from './exercise-catalogue.js';

const notFound = () => new ApiError(404, 'No such exercise of yours');

/** The names of the user's routines that hold the exercise (at most 100 routines a user). */
async function routinesUsing(db: Db, userId: string, exerciseId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('routines')
    .select(['name', 'exercises'])
    .where('user_id', '=', userId)
    .orderBy('name')
    .execute();
  return rows
    .filter((row) =>
      (JSON.parse(row.exercises) as { exercise_id: string }[]).some(
        (entry) => entry.exercise_id === exerciseId,
      ),
    )
    .map((row) => row.name);
}

/** The columns an exercise of the user's own takes from what was sent. */
function columnsOf(input: UserExerciseCreate) {
  return {
    name: input.name,
    primary_muscles: JSON.stringify(input.primary_muscles),
    secondary_muscles: JSON.stringify(input.secondary_muscles),
    equipment: input.equipment,
    kind: input.kind,
  };
}

export function exercisesRepository(database: AppDatabase) {
  const { db } = database;

  async function used(trx: typeof db, userId: string, id: string): Promise<boolean> {
    const row = await trx
      .selectFrom('workout_sets')
      .select('id')
      .where('user_id', '=', userId)
      .where('exercise_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    /** The library's then the user's, each in its order (the user's by name), filtered. */
    async list(userId: string, query: ExerciseQuery): Promise<Exercise[]> {
      const own =
        query.source === 'library'
          ? []
          : (
              await db
                .selectFrom('user_exercises')
                .selectAll()
                .where('user_id', '=', userId)
                .orderBy('name')
                .orderBy('id')
                .execute()
            ).map(exerciseOfRow);
      return [...EXERCISE_LIBRARY, ...own].filter((exercise) => exerciseMatches(exercise, query));
    },

    async create(userId: string, input: UserExerciseCreate): Promise<Exercise> {
      return writeTransaction(database, async (context) => {
        await holdUser(context, userId);
        const count = await countOwnRows(context.db, 'user_exercises', userId);
        if (count >= PHYSICAL_LIMITS.maxUserExercises) {
          throw new ApiError(
            409,
            `You have ${PHYSICAL_LIMITS.maxUserExercises} exercises of your own, the most an account holds`,
          );
        }
        const now = new Date().toISOString();
        const row = {
          id: randomUUID(),
          user_id: userId,
          ...columnsOf(input),
          created_at: now,
          updated_at: now,
        };
        await context.db.insertInto('user_exercises').values(row).execute();
        return exerciseOfRow(row);
      });
    },

    async update(userId: string, id: string, input: UserExerciseCreate): Promise<Exercise> {
      return writeTransaction(database, async ({ db: trx }) => {
        const current = await trx
          .selectFrom('user_exercises')
          .selectAll()
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!current) throw notFound();
        if (current.kind !== input.kind && (await used(trx, userId, id))) {
          throw new ApiError(409, 'Sets record this exercise: its kind cannot change');
        }
        const changes = { ...columnsOf(input), updated_at: new Date().toISOString() };
        await trx
          .updateTable('user_exercises')
          .set(changes)
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .execute();
        return exerciseOfRow({ ...current, ...changes });
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      await writeTransaction(database, async ({ db: trx }) => {
        const current = await trx
          .selectFrom('user_exercises')
          .select('id')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!current) throw notFound();
        if (await used(trx, userId, id)) {
          throw new ApiError(409, 'Sets record this exercise: delete its sessions first');
        }
        // Refused rather than taken out of the routines: a routine quietly losing an exercise
        // would start sessions the user did not plan; the message names the routines to edit.
        const routines = await routinesUsing(trx, userId, id);
        if (routines.length > 0) {
          throw new ApiError(
            409,
            `Routines use this exercise (${routines.map((name) => `“${name}”`).join(', ')}): ` +
              'remove it from them first',
          );
        }
        await trx.deleteFrom('user_exercises').where('id', '=', id).execute();
      });
    },
  };
}
