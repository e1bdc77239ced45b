/**
 * The users of a benchmark's throw-away database: those the bench signed up through the API
 * (`bench-…@example.com`, who hold its tokens) and those a load seed writes straight into the table
 * (`load-…@load.invalid`, who cannot sign in). A seed refuses a database holding anyone else.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** `like` pattern of the users the bench signed up. */
export const SIGNED_UP_EMAILS = 'bench-%@example.com';
const SEEDED_EMAILS = '%@load.invalid';

export async function refuseForeignUsers(db: Kysely<Database>): Promise<void> {
  const foreign = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('email', 'is', null),
        eb.and([eb('email', 'not like', SIGNED_UP_EMAILS), eb('email', 'not like', SEEDED_EMAILS)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (foreign) {
    throw new Error(
      'this database holds users that are not the benchmark’s: seed a throw-away database only',
    );
  }
}

/** A user written by a seed, created at `stamp`: no password, no identity, no way to sign in. */
export function seededUserRow(id: string, stamp: string): Insertable<Database['users']> {
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email: `load-${id}@load.invalid`,
    app_metadata: '{}',
    user_metadata: '{}',
    created_at: stamp,
    updated_at: stamp,
  };
}
