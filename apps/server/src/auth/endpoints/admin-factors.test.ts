/**
 * Support's way back in for a user who lost their authenticator: the admin API lists and deletes
 * a user's MFA factors (service role only, audited) through the official client's `admin.mfa`.
 */
import { generate } from 'otplib';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';

const PASSWORD = 'secret-123';
const NEW = { 'x-supabase-api-version': '2024-01-01' };

const aalOf = (accessToken: string) =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { aal: string })
    .aal;

describe.each(testDatabaseKinds())('admin MFA factors on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  /** A user with a verified TOTP factor and one unfinished enrolment, signed in at aal2. */
  async function userWithFactors() {
    const email = uniqueEmail('lost-phone');
    const { data } = await kit
      .adminClient()
      .admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = kit.client();
    await client.signInWithPassword({ email, password: PASSWORD });
    const totp = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    const code = await generate({ secret: totp.data!.totp.secret });
    const verified = await client.mfa.challengeAndVerify({ factorId: totp.data!.id, code });
    expect(verified.error).toBeNull();
    const pending = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'tablet' });
    expect(pending.error).toBeNull();
    return {
      email,
      client,
      userId: data.user!.id,
      verifiedId: totp.data!.id,
      pendingId: pending.data!.id,
    };
  }

  it('lists a user’s factors in the protocol’s shape, without their secrets', async () => {
    const { userId, verifiedId, pendingId } = await userWithFactors();
    const { data, error } = await kit.adminClient().admin.mfa.listFactors({ userId });
    expect(error).toBeNull();
    expect(data!.factors.map((factor) => [factor.id, factor.status, factor.friendly_name])).toEqual(
      [
        [verifiedId, 'verified', 'phone'],
        [pendingId, 'unverified', 'tablet'],
      ],
    );
    for (const factor of data!.factors) {
      expect(Object.keys(factor).sort()).toEqual(
        [
          'created_at',
          'factor_type',
          'friendly_name',
          'id',
          'last_challenged_at',
          'phone',
          'status',
          'updated_at',
        ].sort(),
      );
    }
  });

  it('deletes a factor: audited, the user’s aal2 session falls to aal1, the password alone signs in', async () => {
    const { email, client, userId, verifiedId } = await userWithFactors();
    const { data, error } = await kit
      .adminClient()
      .admin.mfa.deleteFactor({ userId, id: verifiedId });
    expect(error).toBeNull();
    // auth-js hands over the deleted factor wrapped once more, as `data.data`.
    expect(data).toMatchObject({
      data: { id: verifiedId, factor_type: 'totp', status: 'verified' },
    });

    const remaining = await kit.adminClient().admin.mfa.listFactors({ userId });
    expect(remaining.data!.factors.map((factor) => factor.id)).not.toContain(verifiedId);

    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(aalOf(refreshed.data.session!.access_token)).toBe('aal1');
    // As after the user's own unenroll: the token no longer claims the removed factor's method.
    const claims = JSON.parse(
      Buffer.from(refreshed.data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    ) as { amr: { method: string }[] };
    expect(claims.amr.map((entry) => entry.method)).not.toContain('totp');

    const fresh = kit.client();
    await fresh.signInWithPassword({ email, password: PASSWORD });
    const level = await fresh.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const audit = await kit.server.app.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'payload'])
      .where('user_id', '=', userId)
      .where('action', '=', 'factor_deleted')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe('service_role');
    expect(JSON.parse(audit[0]!.payload)).toMatchObject({ by: 'admin', factor_id: verifiedId });
  });

  it('answers 404s for an unknown user, an unknown factor and another user’s factor', async () => {
    const first = await userWithFactors();
    const second = await userWithFactors();
    const admin = kit.adminClient().admin;

    const unknownUser = await admin.mfa.listFactors({ userId: randomUUID() });
    expect(unknownUser.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const unknownFactor = await admin.mfa.deleteFactor({ userId: first.userId, id: randomUUID() });
    expect(unknownFactor.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const othersFactor = await admin.mfa.deleteFactor({
      userId: first.userId,
      id: second.verifiedId,
    });
    expect(othersFactor.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const badId = await kit.request(`/admin/users/${first.userId}/factors/not-a-uuid`, {
      method: 'DELETE',
      headers: { ...NEW, authorization: `Bearer ${kit.serviceKey}` },
    });
    expect(badId.status).toBe(404);
    expect(await badId.json()).toEqual({
      code: 'validation_failed',
      message: 'factor_id must be an UUID',
    });
    // Nothing was removed by the refused calls.
    const listed = await admin.mfa.listFactors({ userId: second.userId });
    expect(listed.data!.factors).toHaveLength(2);
  });

  it('refuses both routes without the service role, and changes nothing', async () => {
    const { client, userId, verifiedId } = await userWithFactors();
    const userToken = (await client.getSession()).data.session!.access_token;
    for (const token of [userToken, kit.anonKey]) {
      const headers = { ...NEW, authorization: `Bearer ${token}` };
      const list = await kit.request(`/admin/users/${userId}/factors`, { headers });
      expect(list.status).toBe(403);
      expect(await list.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
      const remove = await kit.request(`/admin/users/${userId}/factors/${verifiedId}`, {
        method: 'DELETE',
        headers,
      });
      expect(remove.status).toBe(403);
    }
    const noToken = await kit.request(`/admin/users/${userId}/factors`, { headers: NEW });
    expect(noToken.status).toBe(401);
    const { data } = await kit.adminClient().admin.mfa.listFactors({ userId });
    expect(data!.factors.map((factor) => factor.id)).toContain(verifiedId);
  });
});
