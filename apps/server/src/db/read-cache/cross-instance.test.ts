/**
 * Two server instances on one PostgreSQL database, in this process (no load balancer needed): what
 * ends a session on instance A ends it on instance B as soon as B has heard what A committed,
 * though B answers a warm session from its read cache (postgres-user-changes.ts). Every path that
 * ends a session or refuses a user is tried: sign-out, a password change (the user's other
 * sessions), reuse of a refresh token, the user's deletion and a ban. A write drops on the other
 * instance only the entries that name the table written, and an instance of the previous release
 * (which hears user ids alone, on a channel of its own) still hears every write. And a lost
 * listening connection serves nothing stale. No assertion reads a clock: "heard" is B's own marker
 * notification coming back, which PostgreSQL delivers after every notification committed before it.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { authIssuer, mintApiKey } from '../../auth/tokens/api-keys.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { freePort } from '../../test-support/test-server.js';
import type { UserTable } from './read-cache.js';

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

interface Instance {
  app: FastifyInstance;
  url: string;
}

interface Session {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

postgres('two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;
  let serviceKey: string;

  async function startInstance(): Promise<Instance> {
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      // One data directory: the instances share their signing keys, as deployments must.
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl!,
      LOG_LEVEL: 'silent',
      AUTH_AUTOCONFIRM: 'true',
      AUTH_RATE_LIMITS: 'off',
      API_WRITES_PER_MINUTE: 'off',
      AUTH_REFRESH_REUSE_INTERVAL: '0',
      AUTH_PASSWORD_CHANGE_REQUIRES_REAUTH: 'false',
    });
    const app = await buildApp(config);
    await app.listen({ port, host: '127.0.0.1' });
    return { app, url: `http://127.0.0.1:${port}` };
  }

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    a = await startInstance();
    b = await startInstance();
    serviceKey = await mintApiKey(
      a.app.signingKeys,
      'service_role',
      authIssuer(a.app.config.siteUrl),
    );
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await database?.dispose();
  });

  const auth = (
    instance: Instance,
    path: string,
    init: { method?: string; json?: unknown; token?: string } = {},
  ) =>
    fetch(`${instance.url}/auth/v1${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });

  async function session(response: Response): Promise<Session> {
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      access_token: string;
      refresh_token: string;
      user: { id: string };
    };
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      userId: body.user.id,
    };
  }

  let counter = 0;
  async function signUp(): Promise<Session & { email: string; password: string }> {
    counter += 1;
    const email = `cross-${counter}-${Date.now()}@example.com`;
    const password = 'correct-horse-9';
    return {
      ...(await session(await auth(a, '/signup', { method: 'POST', json: { email, password } }))),
      email,
      password,
    };
  }

  const signIn = async (instance: Instance, email: string, password: string) =>
    session(
      await auth(instance, '/token?grant_type=password', {
        method: 'POST',
        json: { email, password },
      }),
    );

  /** The product API's and the auth service's reads of B with this token: their statuses. */
  const readOnB = async (token: string) => [
    (await fetch(`${b.url}/api/v1/settings`, { headers: { authorization: `Bearer ${token}` } }))
      .status,
    (await auth(b, '/user', { token })).status,
  ];

  /** Reads on B until it caches the session, as a busy instance would have. */
  async function warmOnB(token: string) {
    for (const _read of [1, 2, 3]) expect(await readOnB(token)).toEqual([200, 200]);
    await b.app.database.ownChangesSeen();
    expect(await readOnB(token)).toEqual([200, 200]);
  }

  /**
   * B's two reads once B has heard every change committed so far: a marker B sends itself comes back
   * only after every notification committed before it (PostgreSQL delivers them in commit order),
   * so no clock and no polling are involved. What A answered was committed before its answer, so B
   * must refuse at once, and keep refusing.
   */
  async function expectRefusedOnB(token: string, refused: number[]) {
    await b.app.database.ownChangesSeen();
    for (const _again of [1, 2, 3, 4]) expect(await readOnB(token)).toEqual(refused);
  }

  it('a sign-out on A', async () => {
    const user = await signUp();
    await warmOnB(user.accessToken);
    expect((await auth(a, '/logout', { method: 'POST', token: user.accessToken })).status).toBe(
      204,
    );
    await expectRefusedOnB(user.accessToken, [401, 403]);
  });

  it("a password change on A (the user's other sessions)", async () => {
    const user = await signUp();
    const other = await signIn(a, user.email, user.password);
    await warmOnB(other.accessToken);
    const change = await auth(a, '/user', {
      method: 'PUT',
      token: user.accessToken,
      json: { password: 'another-horse-10', current_password: user.password },
    });
    expect(change.status).toBe(200);
    await expectRefusedOnB(other.accessToken, [401, 403]);
    // The session that changed it lives on.
    expect(await readOnB(user.accessToken)).toEqual([200, 200]);
  });

  it('a refresh token presented again on A (reuse detection revokes the session)', async () => {
    const user = await signUp();
    await warmOnB(user.accessToken);
    const refresh = (token: string) =>
      auth(a, '/token?grant_type=refresh_token', {
        method: 'POST',
        json: { refresh_token: token },
      });
    const rotated = await session(await refresh(user.refreshToken));
    await warmOnB(rotated.accessToken);
    expect((await refresh(user.refreshToken)).status).toBe(400);
    await expectRefusedOnB(user.accessToken, [401, 403]);
    expect(await readOnB(rotated.accessToken)).toEqual([401, 403]);
  });

  it("the user's deletion on A", async () => {
    const user = await signUp();
    await warmOnB(user.accessToken);
    const deleted = await auth(a, `/admin/users/${user.userId}`, {
      method: 'DELETE',
      token: serviceKey,
    });
    expect(deleted.status).toBe(200);
    await expectRefusedOnB(user.accessToken, [401, 403]);
  });

  it("the user's ban on A", async () => {
    const user = await signUp();
    await warmOnB(user.accessToken);
    const banned = await auth(a, `/admin/users/${user.userId}`, {
      method: 'PUT',
      token: serviceKey,
      json: { ban_duration: '1h' },
    });
    expect(banned.status).toBe(200);
    await expectRefusedOnB(user.accessToken, [401, 403]);
  });

  it("settings written on A are read on B, and A's own next read sees them at once", async () => {
    const user = await signUp();
    const settings = (instance: Instance) =>
      fetch(`${instance.url}/api/v1/settings`, {
        headers: { authorization: `Bearer ${user.accessToken}` },
      });
    for (const instance of [a, b, a, b]) expect((await settings(instance)).status).toBe(200);
    await a.app.database.ownChangesSeen();
    await b.app.database.ownChangesSeen();
    for (let round = 0; round < 5; round += 1) {
      const city = `City ${round}`;
      const put = await fetch(`${a.url}/api/v1/settings`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${user.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ personal_info: { city } }),
      });
      expect(put.status).toBe(200);
      // The writer's own instance, with no wait: the answer left after its marker came back.
      const onA = (await (await settings(a)).json()) as { personal_info: { city?: string } };
      expect(onA.personal_info.city).toBe(city);
      // The other instance, once it has heard what was committed before its own marker.
      await b.app.database.ownChangesSeen();
      const onB = (await (await settings(b)).json()) as { personal_info: { city?: string } };
      expect(onB.personal_info.city).toBe(city);
    }
  });

  /** Reads on B through its read cache, naming the tables read; records each load. */
  function namedReadsOnB(userId: string) {
    const loads: string[] = [];
    const read = (key: string, tables: UserTable[]) =>
      b.app.database.readCache.read(
        userId,
        key,
        () => {
          loads.push(key);
          return Promise.resolve(key);
        },
        { tables },
      );
    return {
      loads,
      readBoth: async () => {
        await read('names settings', ['user_settings']);
        await read('names check-ins', ['check_ins', 'habits']);
      },
    };
  }

  const putCity = (instance: Instance, token: string, city: string) =>
    fetch(`${instance.url}/api/v1/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ personal_info: { city } }),
    });

  it('a write on A drops on B the entries that name its table, and keeps those that do not', async () => {
    const user = await signUp();
    // The first settings read stores the defaults (a write): done before the entries are read.
    await warmOnB(user.accessToken);
    await a.app.database.ownChangesSeen();
    const { loads, readBoth } = namedReadsOnB(user.userId);
    await readBoth();
    await readBoth();
    expect(loads).toEqual(['names settings', 'names check-ins']);

    expect((await putCity(a, user.accessToken, 'Quito')).status).toBe(200);
    // B's own marker comes back after every notification of writes committed before it was sent
    // (PostgreSQL delivers them in commit order): B has heard A's write by then.
    await b.app.database.ownChangesSeen();
    await readBoth();
    expect(loads).toEqual(['names settings', 'names check-ins', 'names settings']);

    // And the other way round: a check-in written on A (straight to the table) drops the other.
    await a.app.database.db
      .insertInto('check_ins')
      .values({
        user_id: user.userId,
        date: '2026-11-24',
        mood: 3,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await b.app.database.ownChangesSeen();
    await readBoth();
    expect(loads).toEqual([
      'names settings',
      'names check-ins',
      'names settings',
      'names check-ins',
    ]);
  });

  it('an instance of the previous release still hears every write, on its own channel', async () => {
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    const heard: string[] = [];
    try {
      // The previous release's trigger, as its instances create it: the user id alone, on
      // `ascend_user_changes` (the names this release's feed leaves alone).
      await admin.query(`CREATE OR REPLACE FUNCTION ascend_user_changed_user_id() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('ascend_user_changes', OLD.user_id::text); END IF;
          IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('ascend_user_changes', NEW.user_id::text); END IF;
          RETURN NULL;
        END $$`);
      await admin.query(`CREATE OR REPLACE TRIGGER ascend_user_changed
        AFTER INSERT OR UPDATE OR DELETE ON user_settings
        FOR EACH ROW EXECUTE FUNCTION ascend_user_changed_user_id()`);
      // An instance of this release starting now installs its own triggers beside it.
      const c = await startInstance();
      try {
        // Listening as an instance of the previous release does.
        admin.on('notification', ({ channel, payload }) => {
          if (channel === 'ascend_user_changes' && payload) heard.push(payload);
        });
        await admin.query('LISTEN ascend_user_changes');

        const user = await signUp();
        await warmOnB(user.accessToken);
        await a.app.database.ownChangesSeen();
        const { loads, readBoth } = namedReadsOnB(user.userId);
        await readBoth();
        heard.length = 0;
        expect((await putCity(c, user.accessToken, 'Cusco')).status).toBe(200);
        // A marker of its own on that channel comes back after every notification committed
        // before it (PostgreSQL delivers them in commit order): by then the write's has arrived.
        const marker = `marker-${crypto.randomUUID()}`;
        const markerBack = new Promise<void>((resolve) => {
          admin.on('notification', ({ payload }) => {
            if (payload === marker) resolve();
          });
        });
        await admin.query(`SELECT pg_notify('ascend_user_changes', $1)`, [marker]);
        await markerBack;
        // Its payload is what that release reads: the user id, nothing else.
        expect(new Set(heard.filter((payload) => payload !== marker))).toEqual(
          new Set([user.userId]),
        );
        // And this release's instances still hear the table.
        await b.app.database.ownChangesSeen();
        await readBoth();
        expect(loads).toEqual(['names settings', 'names check-ins', 'names settings']);
      } finally {
        await c.app.close();
      }
    } finally {
      // As docs/deployment.md drops them once no instance of that release runs.
      await admin.query(`DO $$
        DECLARE target regclass;
        BEGIN
          FOR target IN SELECT tgrelid::regclass FROM pg_trigger WHERE tgname = 'ascend_user_changed' LOOP
            EXECUTE format('DROP TRIGGER ascend_user_changed ON %s', target);
          END LOOP;
        END $$`);
      await admin.query(
        'DROP FUNCTION IF EXISTS ascend_user_changed_id(), ascend_user_changed_user_id()',
      );
      const left = await admin.query(
        "SELECT tgname FROM pg_trigger WHERE tgname LIKE 'ascend_user%' GROUP BY tgname",
      );
      expect(left.rows).toEqual([{ tgname: 'ascend_user_table_changed' }]);
      await admin.end();
    }
  });

  it("while B's listening connection is down, B serves nothing from its cache, and it comes back", async () => {
    const user = await signUp();
    await warmOnB(user.accessToken);
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    const listeners = async (terminate: boolean) =>
      (
        await admin.query(
          `SELECT ${terminate ? 'pg_terminate_backend(pid)' : 'pid'} FROM pg_stat_activity
            WHERE datname = current_database() AND query = 'LISTEN ascend_user_table_changes'`,
        )
      ).rowCount;
    try {
      // Both instances' listeners go: B cannot hear A's sign-out below.
      expect(await listeners(true)).toBe(2);
      expect((await auth(a, '/logout', { method: 'POST', token: user.accessToken })).status).toBe(
        204,
      );
      // No wait at all: B either still has no listener (reads go to the database) or has a new
      // one and dropped everything it held when it reconnected.
      expect(await readOnB(user.accessToken)).toEqual([401, 403]);

      // Back (the instances reconnect by themselves): a session is cached and its sign-out heard.
      await expect.poll(() => listeners(false), { timeout: 10_000, interval: 50 }).toBe(2);
      const later = await signUp();
      await warmOnB(later.accessToken);
      expect((await auth(a, '/logout', { method: 'POST', token: later.accessToken })).status).toBe(
        204,
      );
      await expectRefusedOnB(later.accessToken, [401, 403]);
    } finally {
      await admin.end();
    }
  });
});
