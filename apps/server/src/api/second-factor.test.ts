/**
 * Every /api/v1 route of the route table (routes.ts, the only routes the API can mount, so a route
 * added later is tested without being named here) refuses an aal1 token of a user who has a
 * verified factor with 403 `insufficient_aal` and changes nothing; the same user's aal2 token
 * works; a user without factors works at aal1.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentParams, openLink } from '../auth/test-support/auth-test-kit.js';
import { changedTables, databaseSnapshot } from '../test-support/database-snapshot.js';
import { testDatabaseKinds } from '../test-support/test-database.js';
import type { ApiRoute } from './http/api-route.js';
import {
  offProduct,
  startOffStub,
  type OffStub,
} from './nutrition/products/test-support/off-stub.js';
import { API_ROUTES } from './routes.js';
import {
  createRouteFixtures,
  routeCallOf,
  routeKey,
  sendCall,
  type RouteFixtures,
} from './test-support/route-calls.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from './test-support/api-test-kit.js';

/** Routes that need no token at all, each for a reason. */
const PUBLIC_ROUTES = new Set([
  // The contact form is for visitors.
  'POST /contact',
  // Shown with a plain <img>, which cannot send a token; user ids are unguessable.
  'GET /avatar/:userId',
]);

const totpCode = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    aal: string;
    amr: { method: string }[];
  };

describe.each(testDatabaseKinds())('a second factor on every /api/v1 route on %s', (kind) => {
  let kit: ApiTestKit;
  let offStub: OffStub;
  /** The protected routes, the one that ends the account last. */
  const protectedRoutes = API_ROUTES.filter((route) => route.auth !== 'public').sort(
    (a, b) => Number(routeCallOf(a).destroys ?? false) - Number(routeCallOf(b).destroys ?? false),
  );
  beforeAll(async () => {
    // Open Food Facts' stand-in knows the barcode of the product route's call.
    offStub = await startOffStub();
    offStub.answers.set('3017624010701', { kind: 'product', product: offProduct() });
    kit = await startApiTestKit(kind, { OFF_BASE_URL: offStub.url });
  });
  afterAll(async () => {
    await kit?.close();
    await offStub?.close();
  });

  const call = (route: ApiRoute, user: TestUser, token: string, fixtures: RouteFixtures) =>
    sendCall(kit, route, token, fixtures, user.id);

  /** Every protected route answers the call as accepted. */
  async function expectAllAccepted(user: TestUser, token: string, fixtures: RouteFixtures) {
    for (const route of protectedRoutes) {
      const response = await call(route, user, token, fixtures);
      const name = routeKey(route);
      const accepted = routeCallOf(route).acceptedStatus;
      if (accepted) expect(response.status, name).toBe(accepted);
      else {
        expect(response.status, name).toBeGreaterThanOrEqual(200);
        expect(response.status, `${name}: ${await response.clone().text()}`).toBeLessThan(300);
      }
    }
  }

  /** A user with a verified TOTP factor; the returned client's session is at aal2. */
  async function enrolledUser() {
    const user = await kit.signUp();
    const { data, error } = await user.client.mfa.enroll({ factorType: 'totp' });
    expect(error).toBeNull();
    const verified = await user.client.mfa.challengeAndVerify({
      factorId: data!.id,
      code: await totpCode(data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    return {
      user,
      factorId: data!.id,
      secret: data!.totp.secret,
      aal2Token: verified.data!.access_token,
    };
  }

  /** An aal1 token from a password sign-in. */
  async function passwordToken(user: TestUser): Promise<string> {
    const { data, error } = await kit.auth.client().signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(error).toBeNull();
    return data.session!.access_token;
  }

  /** An aal1 token from a magic link opened from the mail. */
  async function magicLinkToken(user: TestUser): Promise<string> {
    const { error } = await kit.auth.client().signInWithOtp({ email: user.email });
    expect(error).toBeNull();
    const location = await openLink(await kit.auth.latestLink(user.email));
    return fragmentParams(location).get('access_token')!;
  }

  it('every route is either declared public or requires a second factor of enrolled users', () => {
    const names = API_ROUTES.map(routeKey);
    expect(names).toContain('GET /settings');
    for (const route of API_ROUTES) {
      if (route.auth === 'public') {
        expect(
          PUBLIC_ROUTES,
          `${routeKey(route)} takes no token: declare it public here`,
        ).toContain(routeKey(route));
      } else {
        expect(route.assurance ?? 'aal2-if-enrolled', routeKey(route)).toBe('aal2-if-enrolled');
      }
    }
    for (const name of PUBLIC_ROUTES) expect(names).toContain(name);
  });

  it('refuses aal1 tokens (password, magic link) of an enrolled user on every route, changing nothing', async () => {
    const { user, aal2Token } = await enrolledUser();
    // Something for the refused requests to change: an avatar and stored settings.
    const fixtures = await createRouteFixtures(kit, aal2Token);
    const putAvatar = API_ROUTES.find((route) => routeKey(route) === 'PUT /avatar')!;
    expect((await call(putAvatar, user, aal2Token, fixtures)).status).toBe(200);
    expect((await kit.api('/settings', { token: aal2Token })).status).toBe(200);

    const tokens = [await passwordToken(user), await magicLinkToken(user)];
    for (const token of tokens) expect(claimsOf(token).aal).toBe('aal1');

    const db = kit.auth.server.app.database.db as never;
    const before = await databaseSnapshot(db);
    for (const token of tokens) {
      for (const route of protectedRoutes) {
        const name = routeKey(route);
        const response = await call(route, user, token, fixtures);
        expect(response.status, name).toBe(403);
        const body = (await response.json()) as { detail: unknown; code: unknown };
        expect(body.code, name).toBe('insufficient_aal');
        expect(typeof body.detail, name).toBe('string');
      }
    }
    expect(changedTables(before, await databaseSnapshot(db))).toEqual([]);
    expect((await fetch(`${kit.url}/api/v1/avatar/${user.id}`)).status).toBe(200);
  });

  it('answers every route for the same user at aal2', async () => {
    const { user, aal2Token } = await enrolledUser();
    await expectAllAccepted(user, aal2Token, await createRouteFixtures(kit, aal2Token));
    // The last call deleted the account.
    expect((await kit.api('/settings', { token: aal2Token })).status).toBe(401);
  });

  it('answers every route at aal1 for a user without a verified factor', async () => {
    const user = await kit.signUp();
    // An enrollment never verified is no second factor.
    expect((await user.client.mfa.enroll({ factorType: 'totp' })).error).toBeNull();
    const token = await passwordToken(user);
    expect(claimsOf(token).aal).toBe('aal1');
    await expectAllAccepted(user, token, await createRouteFixtures(kit, token));
  });

  it('lets an aal1 token through again once the last factor is unenrolled (the read cache follows)', async () => {
    const { user, factorId } = await enrolledUser();
    const aal1 = await passwordToken(user);
    // Refused, and the session's lookup remembered with its factor.
    expect((await kit.api('/settings', { token: aal1 })).status).toBe(403);
    expect((await user.client.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await kit.api('/settings', { token: aal1 })).status).toBe(200);
  });

  it('refuses the aal2 token of a session that fell back to aal1 while another factor remains', async () => {
    const { user } = await enrolledUser();
    const second = await user.client.mfa.enroll({ factorType: 'totp', friendlyName: 'backup' });
    const raised = await user.client.mfa.challengeAndVerify({
      factorId: second.data!.id,
      code: await totpCode(second.data!.totp.secret),
    });
    expect(raised.error).toBeNull();
    const aal2Token = raised.data!.access_token;
    expect((await kit.api('/settings', { token: aal2Token })).status).toBe(200);

    // The factor that raised this session goes: the session is aal1 again, its token still says aal2.
    expect((await user.client.mfa.unenroll({ factorId: second.data!.id })).error).toBeNull();
    expect(claimsOf(aal2Token).aal).toBe('aal2');
    const refused = await kit.api('/settings', { token: aal2Token });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('insufficient_aal');
  });
});
