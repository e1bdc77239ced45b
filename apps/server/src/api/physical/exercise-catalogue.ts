/**
 * The exercises a user can log: the library's (code, shared) and their own (rows, private). Every
 * id a request names is resolved here; one that is neither the library's nor the user's is refused
 * the same way whether it exists for someone else or not at all.
 */
import { libraryExercise, type Exercise, type MuscleGroup } from '@ascend/contracts';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { unprocessable } from '../http/api-error.js';

type Db = Kysely<Database>;

/** A user's own exercise has a UUID: any other id that is not the library's names nothing. */
const ownExerciseId = z.uuid();

/** Whether `id` can name a user's own exercise (never sent to the database otherwise). */
export const isOwnExerciseId = (id: string) => ownExerciseId.safeParse(id).success;
export type UserExerciseRow = Selectable<Database['user_exercises']>;

export function exerciseOfRow(row: UserExerciseRow): Exercise {
  return {
    id: row.id,
    source: 'user',
    names: { en: row.name, es: row.name },
    primary_muscles: JSON.parse(row.primary_muscles) as MuscleGroup[],
    secondary_muscles: JSON.parse(row.secondary_muscles) as MuscleGroup[],
    equipment: row.equipment,
    kind: row.kind,
  };
}

/** The exercises of these ids that the user may log (the library's and their own); others absent. */
export async function knownExercises(
  db: Db,
  userId: string,
  ids: Iterable<string>,
): Promise<Map<string, Exercise>> {
  const found = new Map<string, Exercise>();
  const others: string[] = [];
  for (const id of new Set(ids)) {
    const library = libraryExercise(id);
    if (library) found.set(id, library);
    // Never sent to the database otherwise (a NUL in a path would fail PostgreSQL's text type).
    else if (isOwnExerciseId(id)) others.push(id);
  }
  if (others.length > 0) {
    const rows = await db
      .selectFrom('user_exercises')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', 'in', others)
      .execute();
    for (const row of rows) found.set(row.id, exerciseOfRow(row));
  }
  return found;
}

/**
 * Every id resolved, or a 422 naming the first that is not an exercise the user may log (`loc`
 * says where in the body it was).
 */
export async function resolveExercises(
  db: Db,
  userId: string,
  named: readonly { id: string; loc: (string | number)[] }[],
): Promise<Map<string, Exercise>> {
  const found = await knownExercises(
    db,
    userId,
    named.map(({ id }) => id),
  );
  const unknown = named.find(({ id }) => !found.has(id));
  if (unknown) {
    throw unprocessable(unknown.loc, 'No such exercise in the library or among yours', 'exercise');
  }
  return found;
}
