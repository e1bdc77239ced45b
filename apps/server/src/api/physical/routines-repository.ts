/** Routines: the user's named templates of exercises with target sets and reps. */
import { PHYSICAL_LIMITS, type Routine, type RoutineWrite } from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AppDatabase, Db } from '../../db/database.js';
import { holdUser } from '../../db/row-locks.js';
import type { Database } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { countOwnRows } from '../../db/count-own-rows.js';
import { ApiError } from '../http/api-error.js';
import { resolveExercises } from './exercise-catalogue.js';

export const routineNotFound = () => new ApiError(404, 'No such routine');

function routineOf(row: Selectable<Database['routines']>): Routine {
  return {
    id: row.id,
    name: row.name,
    notes: row.notes,
    exercises: JSON.parse(row.exercises) as Routine['exercises'],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The columns a routine takes from what was sent; its entries in their order. */
function columnsOf(body: RoutineWrite) {
  return { name: body.name, notes: body.notes ?? null, exercises: entriesOf(body) };
}

function entriesOf(body: RoutineWrite): string {
  return JSON.stringify(
    body.exercises.map((entry, position) => ({
      exercise_id: entry.exercise_id,
      position,
      target_sets: entry.target_sets,
      target_reps: entry.target_reps ?? null,
      target_weight_kg: entry.target_weight_kg ?? null,
      notes: entry.notes ?? null,
    })),
  );
}

/** Each exercise the routine names is the library's or the user's: else a 422 naming its entry. */
async function refuseUnknownExercises(db: Db, userId: string, body: RoutineWrite): Promise<void> {
  await resolveExercises(
    db,
    userId,
    body.exercises.map((entry, index) => ({
      id: entry.exercise_id,
      loc: ['body', 'exercises', index, 'exercise_id'],
    })),
  );
}

export function routinesRepository(database: AppDatabase) {
  const { db } = database;

  return {
    async list(userId: string): Promise<Routine[]> {
      const rows = await db
        .selectFrom('routines')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('name')
        .orderBy('id')
        .execute();
      return rows.map(routineOf);
    },

    async find(userId: string, id: string): Promise<Routine | undefined> {
      const row = await db
        .selectFrom('routines')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && routineOf(row);
    },

    async create(userId: string, body: RoutineWrite): Promise<Routine> {
      return writeTransaction(database, async (context) => {
        await holdUser(context, userId);
        await refuseUnknownExercises(context.db, userId, body);
        const count = await countOwnRows(context.db, 'routines', userId);
        if (count >= PHYSICAL_LIMITS.maxRoutines) {
          throw new ApiError(
            409,
            `You have ${PHYSICAL_LIMITS.maxRoutines} routines, the most an account holds`,
          );
        }
        const now = new Date().toISOString();
        const row = {
          id: randomUUID(),
          user_id: userId,
          ...columnsOf(body),
          created_at: now,
          updated_at: now,
        };
        await context.db.insertInto('routines').values(row).execute();
        return routineOf(row);
      });
    },

    async update(userId: string, id: string, body: RoutineWrite): Promise<Routine> {
      return writeTransaction(database, async ({ db: trx }) => {
        const current = await trx
          .selectFrom('routines')
          .selectAll()
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!current) throw routineNotFound();
        await refuseUnknownExercises(trx, userId, body);
        const changes = { ...columnsOf(body), updated_at: new Date().toISOString() };
        await trx
          .updateTable('routines')
          .set(changes)
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .execute();
        return routineOf({ ...current, ...changes });
      });
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('routines')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return (result.numDeletedRows ?? 0n) > 0n;
    },
  };
}
