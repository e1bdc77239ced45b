import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { nowIso } from '../time/now-iso.js';

/** A user row and nothing else (no identity, no session): an owner for rows under test. */
export async function insertBareUser(db: Db): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email: `${id}@example.com`,
      app_metadata: '{}',
      user_metadata: '{}',
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  return id;
}
