/**
 * The web app learns from the runtime configuration whether sign-ups are closed and manual
 * linking is on; the prerendered /login, built with sign-up offered, is not sent when sign-ups are
 * closed (the app renders it instead, with sign-in only), while other prerendered pages still are.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="ascend-config" content="{}" /></head><body>app shell</body></html>',
  );
  const pages = path.join(dir, 'prerendered');
  fs.mkdirSync(pages);
  for (const name of ['index', 'login']) {
    fs.writeFileSync(
      path.join(pages, `${name}.en.html`),
      `<!doctype html><html lang="en" data-prerendered="en"><head><meta name="ascend-config" content="{}" /></head><body>${name} page</body></html>`,
    );
  }
  fs.writeFileSync(
    path.join(pages, 'manifest.json'),
    JSON.stringify({ '/': { en: 'index.en.html' }, '/login': { en: 'login.en.html' } }),
  );
  return dir;
}

const runtimeOf = (html: string) =>
  JSON.parse(
    (/name="ascend-config" content="([^"]*)"/.exec(html)?.[1] ?? '')
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&'),
  ) as { disableSignup: boolean; manualLinking: boolean };

const CASES: { closed: boolean; env: Record<string, string> }[] = [
  { closed: true, env: { AUTH_DISABLE_SIGNUP: 'true', AUTH_MANUAL_LINKING: 'true' } },
  { closed: false, env: {} },
];

describe.each(CASES)('pages with sign-ups closed: $closed', ({ closed, env }) => {
  let server: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = fakeBuild();
    server = await startTestServer('sqlite', env, { webDistDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  const page = async (route: string) =>
    (await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } })).text();

  it('tells the app whether sign-ups are closed and linking is on', async () => {
    expect(runtimeOf(await page('/dashboard'))).toMatchObject({
      disableSignup: closed,
      manualLinking: closed,
    });
  });

  it(closed ? 'sends the app shell for /login' : 'sends the prerendered /login', async () => {
    const html = await page('/login');
    expect(html.includes('login page')).toBe(!closed);
    expect(html.includes('app shell')).toBe(closed);
    expect(runtimeOf(html).disableSignup).toBe(closed);
    expect(await page('/')).toContain('index page');
  });
});
