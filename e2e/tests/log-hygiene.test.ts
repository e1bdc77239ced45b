/**
 * Passwords, tokens and keys never reach the logs: a server at the most verbose level goes through
 * sign-up, sign-in, refresh, profile reads and writes, product-API reads and writes, an avatar
 * upload (whose multipart parser logs its options, headers included, at trace level), a TOTP
 * enrolment, the admin API with the service-role key, recovery and a failed sign-in, and its whole
 * output (from start to exit) is then searched for every secret it handled.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../support/paths.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({
    LOG_LEVEL: 'trace',
    AUTH_AUTOCONFIRM: 'true',
    AUTH_RATE_LIMITS: 'off',
    MAIL_OUTBOX: 'false',
  });
});
afterAll(() => server?.stop());

const json = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

it('keeps every secret it handled out of its output', async () => {
  const email = `logs-${Date.now()}@example.com`;
  const password = 'Sup3r-secret-passw0rd!';
  const secrets: string[] = [password];

  const signUp = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  expect(signUp.status).toBe(200);
  const first = (await signUp.json()) as { access_token: string; refresh_token: string };
  secrets.push(first.access_token, first.refresh_token);

  const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const session = (await signIn.json()) as { access_token: string; refresh_token: string };
  secrets.push(session.access_token, session.refresh_token);

  const refreshed = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ refresh_token: session.refresh_token }),
  });
  const rotated = (await refreshed.json()) as { access_token: string; refresh_token: string };
  secrets.push(rotated.access_token, rotated.refresh_token);

  const bearer = { ...json, authorization: `Bearer ${rotated.access_token}` };
  await fetch(`${server.url}/auth/v1/user`, { headers: bearer });
  await fetch(`${server.url}/api/v1/settings`, { headers: bearer });
  await fetch(`${server.url}/api/v1/settings`, {
    method: 'PUT',
    headers: bearer,
    body: JSON.stringify({ personal_info: { city: 'Lisbon' } }),
  });
  const picture = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 20, b: 30 } },
  })
    .png()
    .toBuffer();
  const upload = new FormData();
  upload.append('file', new Blob([picture], { type: 'image/png' }), 'me.png');
  const avatar = await fetch(`${server.url}/api/v1/avatar`, {
    method: 'PUT',
    headers: { authorization: bearer.authorization },
    body: upload,
  });
  expect(avatar.status).toBe(200);
  const factor = await fetch(`${server.url}/auth/v1/factors`, {
    method: 'POST',
    headers: bearer,
    body: JSON.stringify({ factor_type: 'totp' }),
  });
  expect(factor.status).toBe(200);
  const { totp } = (await factor.json()) as { totp: { secret: string } };
  secrets.push(totp.secret);

  // The service-role key, as `npm run keys` prints it, used on the admin API.
  const keys = execFileSync(process.execPath, ['apps/server/dist/cli/keys.js'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: server.dataDir, SITE_URL: server.url },
    encoding: 'utf8',
  });
  const serviceKey = /service-role key[^\n]*\n(\S+)/.exec(keys)?.[1] ?? '';
  expect(serviceKey).not.toBe('');
  secrets.push(serviceKey);
  const admin = await fetch(`${server.url}/auth/v1/admin/users`, {
    headers: { ...json, authorization: `Bearer ${serviceKey}` },
  });
  expect(admin.status).toBe(200);
  await fetch(`${server.url}/auth/v1/user`, {
    method: 'PUT',
    headers: bearer,
    body: JSON.stringify({ password: 'An0ther-secret-passw0rd!' }),
  });
  secrets.push('An0ther-secret-passw0rd!');
  await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'Wr0ng-guess-passw0rd!' }),
  });
  secrets.push('Wr0ng-guess-passw0rd!');
  await fetch(`${server.url}/auth/v1/recover`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email }),
  });

  // The private signing key generated into the data directory.
  const privateKeys = JSON.parse(
    fs.readFileSync(path.join(server.dataDir, 'jwt-keys.json'), 'utf8'),
  ) as { d: string }[];
  secrets.push(...privateKeys.map((key) => key.d));

  await server.stop();
  const output = server.output();
  expect(output.length).toBeGreaterThan(0);
  for (const secret of secrets) {
    expect(output.includes(secret), `a secret (${secret.slice(0, 6)}…) appears in the log`).toBe(
      false,
    );
  }
});
