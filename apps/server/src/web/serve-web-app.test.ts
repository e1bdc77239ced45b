import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

/** A stand-in for `apps/web/dist` with the same shape Vite produces. */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="ascend-config" content="{}" /></head><body>app shell</body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  fs.writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js.br'),
    brotliCompressSync('console.log("app")'),
  );
  // A map left in the build by mistake (the web build moves them out of dist/).
  fs.writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js.map'),
    JSON.stringify({ version: 3, sources: ['src/secret-source.ts'], mappings: '' }),
  );
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite', 'route-preloads.json'),
    JSON.stringify({ '/dashboard': ['assets/layout-1.js', 'assets/overview-2.js'] }),
  );
  return dir;
}

describe('serving the web app', () => {
  let server: TestServer;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = fakeWebBuild();
    server = await startTestServer(
      'sqlite',
      {
        COMMUNITY_URL: 'https://chat.example.com/invite',
        SUPPORT_EMAIL: 'help@example.com',
        PRESS_EMAIL: 'press@example.com',
        AUTH_PASSWORD_MIN_LENGTH: '10',
      },
      { webDistDir },
    );
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('sends the pre-compressed copy to clients that accept it', async () => {
    // fetch() decompresses transparently: the header shows which copy was sent.
    const response = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('revalidates unhashed files', async () => {
    const response = await fetch(`${server.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it.each(['/', '/login', '/dashboard/settings', '/contact?lng=es'])(
    'answers the client route %s with index.html and the runtime configuration',
    async (route) => {
      const response = await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('app shell');
      const content = /name="ascend-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
      const runtime = JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
        communityUrl: string;
        supportEmail: string;
        businessEmail: string;
        pressEmail: string;
        siteUrl: string;
        passwordMinLength: number;
      };
      expect(runtime.communityUrl).toBe('https://chat.example.com/invite');
      expect(runtime.supportEmail).toBe('help@example.com');
      expect(runtime.businessEmail).toBe('help@example.com');
      expect(runtime.pressEmail).toBe('press@example.com');
      expect(runtime.siteUrl).toBe(server.config.siteUrl);
      // New-password forms check against the server's own minimum.
      expect(runtime.passwordMinLength).toBe(10);
    },
  );

  it.each(['/api/v1/nothing-here', '/api', '/_dev/nothing'])(
    'never answers %s with the app shell',
    async (route) => {
      const response = await fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ detail: expect.stringContaining('Not found') });
    },
  );

  it("answers an unknown /auth/v1 path in the auth protocol's own error shape", async () => {
    const response = await fetch(`${server.url}/auth/v1/nothing-here`, {
      headers: { accept: 'text/html', 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it("announces a page's lazily loaded code in its app shell, and only on that page", async () => {
    const links =
      '<link rel="modulepreload" crossorigin href="/assets/layout-1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/overview-2.js"></head>';
    for (const url of ['/dashboard', '/dashboard/', '/dashboard?tab=1']) {
      const html = await (await fetch(`${server.url}${url}`)).text();
      expect(html, url).toContain(links);
      expect(html).toContain('app shell');
    }
    for (const url of ['/', '/contact', '/dashboard/settings']) {
      expect(await (await fetch(`${server.url}${url}`)).text(), url).not.toContain('modulepreload');
    }
  });

  it("does not serve the build's own bookkeeping", async () => {
    const response = await fetch(`${server.url}/.vite/route-preloads.json`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('layout-1');
  });

  it('serves /index.html as the app shell too', async () => {
    const response = await fetch(`${server.url}/index.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('app shell');
  });

  it('answers a missing asset with 404 rather than the app shell', async () => {
    const response = await fetch(`${server.url}/assets/index-gone.js`);
    expect(response.status).toBe(404);
  });

  it('never publishes a source map found in the build', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js.map`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret-source');
  });

  it('reports the database at /health', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: { kind: 'sqlite', reachable: true },
    });
  });
});

/** A stand-in build with prerendered pages, as apps/web/scripts/prerender.mjs writes them. */
function fakeWebBuildWithPrerenderedPages(): string {
  const dir = fakeWebBuild();
  const pages = path.join(dir, 'prerendered');
  fs.mkdirSync(pages);
  for (const language of ['en', 'es']) {
    fs.writeFileSync(
      path.join(pages, `index.${language}.html`),
      `<!doctype html><html lang="${language}" data-prerendered="${language}"><head><meta name="ascend-config" content="{}" /><title>landing ${language}</title></head><body><div id="root"><a href="mailto:__ASCEND_CONFIG_supportEmail__">landing ${language}</a></div></body></html>`,
    );
  }
  fs.writeFileSync(
    path.join(pages, 'manifest.json'),
    JSON.stringify({ '/': { en: 'index.en.html', es: 'index.es.html' } }),
  );
  return dir;
}

describe('serving the prerendered pages', () => {
  let server: TestServer;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = fakeWebBuildWithPrerenderedPages();
    server = await startTestServer('sqlite', { SUPPORT_EMAIL: 'help@example.com' }, { webDistDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  const get = (route: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${route}`, { headers: { accept: 'text/html', ...headers } });

  it('answers / with the prerendered page, the runtime configuration put in', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/accept-language/);
    const html = await response.text();
    expect(html).toContain('<html lang="en" data-prerendered="en">');
    expect(html).toContain('href="mailto:help@example.com"');
    expect(html).not.toContain('__ASCEND_CONFIG_');
    const content = /name="ascend-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const runtime = JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
      supportEmail: string;
      siteUrl: string;
    };
    expect(runtime.supportEmail).toBe('help@example.com');
    expect(runtime.siteUrl).toBe(server.config.siteUrl);
  });

  it.each([
    { route: '/?lng=es', acceptLanguage: 'en-US,en;q=0.9', language: 'es' },
    { route: '/?lng=en', acceptLanguage: 'es-ES,es;q=0.9', language: 'en' },
    { route: '/', acceptLanguage: 'es-ES,es;q=0.9,en;q=0.5', language: 'es' },
    { route: '/', acceptLanguage: 'fr-FR,fr;q=0.9', language: 'en' },
    { route: '/?lng=fr', acceptLanguage: 'es', language: 'es' },
  ])(
    'chooses $language for $route with Accept-Language $acceptLanguage',
    async ({ route, acceptLanguage, language }) => {
      const html = await (await get(route, { 'accept-language': acceptLanguage })).text();
      expect(html).toContain(`<html lang="${language}" data-prerendered="${language}">`);
      expect(html).toContain(`landing ${language}`);
    },
  );

  it('sends a compressed copy to clients that accept it', async () => {
    const response = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('landing en');
  });

  it.each(['/login', '/dashboard', '/contact?lng=es'])(
    'answers %s, which was not prerendered, with the app shell',
    async (route) => {
      const response = await get(route);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('app shell');
      expect(html).not.toContain('data-prerendered');
    },
  );
});
