import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/test-database.js';
import {
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../auth/test-support/auth-test-kit.js';
import { deleteUser } from './delete-user.js';

describe.each(testDatabaseKinds())('deleteUser on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  it('removes the user and everything that belongs to them, and nothing of others', async () => {
    const db = kit.server.app.database.db;
    const victim = uniqueEmail('victim');
    const bystander = uniqueEmail('bystander');
    for (const email of [victim, bystander]) {
      await kit.client().signUp({ email, password: 'secret-123', options: { data: { a: 1 } } });
      await kit.client().resend({ type: 'signup', email });
    }
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', victim)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ email_confirmed_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const client = kit.client();
    const { data } = await client.signInWithPassword({ email: victim, password: 'secret-123' });
    expect(data.session).toBeTruthy();
    await kit.client().resetPasswordForEmail(victim);
    const now = new Date().toISOString();
    await db
      .insertInto('mfa_factors')
      .values({
        id: crypto.randomUUID(),
        user_id: user.id,
        friendly_name: null,
        factor_type: 'totp',
        status: 'unverified',
        secret: null,
        phone: null,
        last_challenged_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const tables = [
      'sessions',
      'refresh_tokens',
      'identities',
      'one_time_tokens',
      'audit_log',
      'mfa_factors',
    ] as const;
    const rowsOf = async (userId: string) => {
      const counts: Record<string, number> = {};
      for (const table of tables) {
        counts[table] = (
          await db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()
        ).length;
      }
      return counts;
    };
    const other = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', bystander)
      .executeTakeFirstOrThrow();
    const otherBefore = await rowsOf(other.id);
    const before = await rowsOf(user.id);
    for (const table of tables) expect(before[table], table).toBeGreaterThan(0);

    expect(await deleteUser(kit.server.app.database, user.id)).toBe(true);
    expect(
      await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    for (const [table, count] of Object.entries(await rowsOf(user.id)))
      expect(count, table).toBe(0);
    expect(await rowsOf(other.id)).toEqual(otherBefore);
    expect((await client.getUser()).error).not.toBeNull();
    expect(await deleteUser(kit.server.app.database, user.id)).toBe(false);
  });
});
