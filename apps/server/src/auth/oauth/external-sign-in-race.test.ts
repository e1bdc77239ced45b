/**
 * A Google sign-in (an ID token; the redirect flow's callback takes the same path) or a link of a
 * Google identity racing the user's deletion on PostgreSQL: the grant read the user without a lock
 * and the deletion commits before the grant's first write. The grant must answer as one arriving
 * just after the deletion would (a new account for the Google account, or the link refused as for
 * a user that is gone), write nothing for the deleted user, and never answer 500 (a broken foreign
 * key). Deterministic: the side transaction holds the user's row, as a deletion's first statement
 * does, until the grant waits for it (auth/test-support/held-row.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUserRows } from '../../users/delete-user.js';
import { rowHolder, type RowHolder } from '../test-support/held-row.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../test-support/local-oidc-provider.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a Google sign-in or link racing the user’s deletion on postgres',
  () => {
    let kit: AuthTestKit;
    let provider: LocalOidcProvider;
    let holder: RowHolder;
    beforeAll(async () => {
      provider = await startLocalOidcProvider();
      kit = await startAuthTestKit('postgres', {
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        GOOGLE_ISSUER: provider.issuer,
        AUTH_MANUAL_LINKING: 'true',
      });
      provider.register(`${kit.server.url}/auth/v1/callback`);
      holder = rowHolder(kit);
    });
    afterAll(async () => {
      await holder.close();
      await kit.close();
      await provider.close();
    });

    const db = () => kit.server.app.database.db;
    const idToken = (sub: string, email: string) =>
      provider.signIdToken({ sub, email, email_verified: true, name: 'Ana' });

    const whileDeleted = <T>(userId: string, request: () => Promise<T>) =>
      holder.whileRowHeld('users', userId, request, (trx) =>
        deleteUserRows({ db: trx, lockRows: true }, userId),
      );

    const rowsOf = async (userId: string) => ({
      users: await db().selectFrom('users').select('id').where('id', '=', userId).execute(),
      identities: await db()
        .selectFrom('identities')
        .select('id')
        .where('user_id', '=', userId)
        .execute(),
      sessions: await db()
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .execute(),
    });
    const nothing = { users: [], identities: [], sessions: [] };

    it('a sign-in of a known Google account makes a new account, as one after the deletion', async () => {
      const sub = `google-${randomUUID()}`;
      const email = uniqueEmail('google-gone');
      const first = await kit
        .client()
        .signInWithIdToken({ provider: 'google', token: await idToken(sub, email) });
      expect(first.error).toBeNull();
      const userId = first.data.user!.id;

      const token = await idToken(sub, email);
      const again = await whileDeleted(userId, () =>
        kit.client().signInWithIdToken({ provider: 'google', token }),
      );
      expect(again.error).toBeNull();
      expect(again.data.user!.id).not.toBe(userId);
      expect(again.data.user!.email).toBe(email);
      expect(await rowsOf(userId)).toEqual(nothing);
    });

    it('a sign-in that would link to an e-mail account makes a new account instead', async () => {
      const email = uniqueEmail('email-gone');
      const { data, error } = await kit
        .adminClient()
        .admin.createUser({ email, password: 'secret-123', email_confirm: true });
      expect(error).toBeNull();
      const userId = data.user!.id;

      const token = await idToken(`google-${randomUUID()}`, email);
      const signIn = await whileDeleted(userId, () =>
        kit.client().signInWithIdToken({ provider: 'google', token }),
      );
      expect(signIn.error).toBeNull();
      expect(signIn.data.user!.id).not.toBe(userId);
      expect(await rowsOf(userId)).toEqual(nothing);
    });

    it('a link of a Google identity to the deleted user answers user_not_found, not a 500', async () => {
      const email = uniqueEmail('link-gone');
      const client = kit.client();
      const created = await kit
        .adminClient()
        .admin.createUser({ email, password: 'secret-123', email_confirm: true });
      expect(created.error).toBeNull();
      const signedIn = await client.signInWithPassword({ email, password: 'secret-123' });
      expect(signedIn.error).toBeNull();
      const userId = signedIn.data.user!.id;

      const token = await idToken(`google-${randomUUID()}`, uniqueEmail('link-google'));
      const link = await whileDeleted(userId, () =>
        kit.request('/token?grant_type=id_token', {
          method: 'POST',
          headers: { authorization: `Bearer ${signedIn.data.session!.access_token}` },
          json: { provider: 'google', id_token: token, link_identity: true },
        }),
      );
      expect(link.status).toBe(404);
      expect(await link.json()).toMatchObject({ code: 404, error_code: 'user_not_found' });
      expect(await rowsOf(userId)).toEqual(nothing);
    });
  },
);
