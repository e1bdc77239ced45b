/**
 * Crash safety: the built server is killed with SIGKILL in the middle of concurrent settings writes
 * and sign-ups, restarted on the same database, and must then hold every write it acknowledged (the
 * last acknowledged value of each user, or a later one that was in flight), find every sign-up it
 * acknowledged, and have a consistent database. Two kill rounds; SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set (as in CI).
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consistencyProblems } from '../support/database-consistency.js';
import { repoRoot } from '../support/paths.js';
import { freePort } from '../support/free-port.mjs';
import { startServerProcess, waitForExit, type ServerProcess } from '../support/server-process.js';
import { createE2eDatabase, e2eDatabaseKinds, type E2eDatabase } from '../support/test-database.js';

const WRITERS = 8;
const SIGN_UP_LOOPS = 3;
const ROUNDS = 2;
const PASSWORD = 'crash-test-password';
const json = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

/** One user writing its own settings, one write at a time, each with a new value. */
interface Writer {
  email: string;
  accessToken: string;
  /** The highest sequence number the server answered 2xx for (0: none yet). */
  acknowledged: number;
  /** The highest sequence number sent; sent but unanswered writes may or may not have landed. */
  sent: number;
}

interface SignUps {
  acknowledged: { id: string; email: string }[];
  /** Sign-ups that got no answer because the server died under them. */
  unanswered: number;
}

const valueOf = (writer: Writer, sequence: number) => `${writer.email}#${sequence}`;
const sequenceOf = (value: string) => Number(value.split('#')[1]);

describe.each(e2eDatabaseKinds())('a server killed mid-load on %s', (kind) => {
  let database: E2eDatabase;
  let server: ServerProcess | undefined;
  let serverEnv: Record<string, string>;
  const unexpected: string[] = [];

  beforeAll(async () => {
    database = await createE2eDatabase(kind);
    const port = await freePort();
    // The same port (and so SITE_URL, the tokens' issuer) after each restart.
    serverEnv = {
      ...database.serverEnv,
      PORT: String(port),
      AUTH_AUTOCONFIRM: 'true',
      AUTH_RATE_LIMITS: 'off',
      API_WRITES_PER_MINUTE: 'off',
      MAIL_OUTBOX: 'false',
    };
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.dispose();
  });

  const url = () => server!.url;

  async function signUp(email: string): Promise<Response> {
    return fetch(`${url()}/auth/v1/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
  }

  async function createWriter(index: number): Promise<Writer> {
    const email = `writer-${index}@example.com`;
    const response = await signUp(email);
    expect(response.status).toBe(200);
    const session = (await response.json()) as { access_token: string };
    return { email, accessToken: session.access_token, acknowledged: 0, sent: 0 };
  }

  /** Writes until `stopped()`; an answer other than 2xx before the kill is a defect. */
  async function writeLoop(writer: Writer, stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      const sequence = writer.sent + 1;
      writer.sent = sequence;
      let response: Response;
      try {
        response = await fetch(`${url()}/api/v1/settings`, {
          method: 'PUT',
          headers: { ...json, authorization: `Bearer ${writer.accessToken}` },
          body: JSON.stringify({
            personal_info: { full_name: valueOf(writer, sequence), bio: 'x'.repeat(500) },
          }),
        });
      } catch {
        return; // the server died with this write in flight
      }
      if (response.ok) writer.acknowledged = sequence;
      else if (!stopped()) unexpected.push(`PUT /settings: ${response.status}`);
      await response.body?.cancel();
    }
  }

  async function signUpLoop(
    loop: number,
    round: number,
    signUps: SignUps,
    stopped: () => boolean,
  ): Promise<void> {
    for (let index = 0; !stopped(); index += 1) {
      const email = `signup-${round}-${loop}-${index}@example.com`;
      let response: Response;
      try {
        response = await signUp(email);
      } catch {
        signUps.unanswered += 1;
        return;
      }
      if (response.ok) {
        const session = (await response.json()) as { user: { id: string } };
        signUps.acknowledged.push({ id: session.user.id, email });
      } else {
        if (!stopped()) unexpected.push(`POST /signup: ${response.status}`);
        await response.body?.cancel();
      }
    }
  }

  /** Runs the load until enough has been acknowledged, then SIGKILLs the server under it. */
  async function loadAndKill(writers: Writer[], signUps: SignUps, round: number): Promise<void> {
    let killed = false;
    const stopped = () => killed;
    const writesBefore = writers.reduce((sum, writer) => sum + writer.acknowledged, 0);
    const signUpsBefore = signUps.acknowledged.length;
    const loops = [
      ...writers.map((writer) => writeLoop(writer, stopped)),
      ...Array.from({ length: SIGN_UP_LOOPS }, (_, loop) =>
        signUpLoop(loop, round, signUps, stopped),
      ),
    ];
    const started = Date.now();
    await expect
      .poll(
        () =>
          writers.reduce((sum, writer) => sum + writer.acknowledged, 0) - writesBefore >= 200 &&
          signUps.acknowledged.length - signUpsBefore >= 6 &&
          Date.now() - started >= 1500,
        { timeout: 30_000, interval: 50 },
      )
      .toBe(true);
    const victim = server!;
    victim.child.kill('SIGKILL');
    killed = true;
    await waitForExit(victim.child);
    await Promise.all(loops);
  }

  it('keeps every acknowledged write and sign-up, and a consistent database', async () => {
    server = await startServerProcess(serverEnv);
    const writers: Writer[] = [];
    for (let index = 0; index < WRITERS; index += 1) writers.push(await createWriter(index));
    const signUps: SignUps = { acknowledged: [], unanswered: 0 };

    for (let round = 1; round <= ROUNDS; round += 1) {
      await loadAndKill(writers, signUps, round);
      server = await startServerProcess(serverEnv);
    }
    expect(unexpected).toEqual([]);

    // Every writer's stored value is its last acknowledged one, or a later one it had sent.
    for (const writer of writers) {
      expect(writer.acknowledged).toBeGreaterThan(0);
      const response = await fetch(`${url()}/api/v1/settings`, {
        headers: { authorization: `Bearer ${writer.accessToken}` },
      });
      expect(response.status).toBe(200);
      const stored = (await response.json()) as { personal_info: { full_name: string } };
      expect(stored.personal_info.full_name.startsWith(`${writer.email}#`)).toBe(true);
      const sequence = sequenceOf(stored.personal_info.full_name);
      expect(sequence, writer.email).toBeGreaterThanOrEqual(writer.acknowledged);
      expect(sequence, writer.email).toBeLessThanOrEqual(writer.sent);
    }

    // Every acknowledged sign-up exists (admin API) and can sign in with its password.
    const serviceKey = serviceRoleKey();
    for (const account of signUps.acknowledged) {
      const response = await fetch(`${url()}/auth/v1/admin/users/${account.id}`, {
        headers: { ...json, authorization: `Bearer ${serviceKey}` },
      });
      expect(response.status, account.email).toBe(200);
      expect(((await response.json()) as { email: string }).email).toBe(account.email);
    }
    for (const account of signUps.acknowledged.filter((_, index) => index % 5 === 0)) {
      const response = await fetch(`${url()}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: account.email, password: PASSWORD }),
      });
      expect(response.status, account.email).toBe(200);
      await response.body?.cancel();
    }

    // A clean stop, then the database itself is checked, not only through the server's eyes.
    expect(await server.stop('SIGTERM')).toBe(0);
    server = undefined;
    expect(await consistencyProblems(database)).toEqual([]);
  });

  /** The service-role key of this data directory, as `npm run keys` prints it. */
  function serviceRoleKey(): string {
    const output = execFileSync(process.execPath, ['apps/server/dist/cli/keys.js'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...serverEnv, SITE_URL: url() },
      encoding: 'utf8',
    });
    const key = /service-role key[^\n]*\n(\S+)/.exec(output)?.[1];
    if (!key) throw new Error(`no service-role key in: ${output}`);
    return key;
  }
});
