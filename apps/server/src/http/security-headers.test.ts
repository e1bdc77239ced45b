import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

describe('security headers and CORS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      COMMUNITY_WIDGET_URL: 'https://widget.example.com/embed/123',
    });
  });
  afterAll(() => server.close());

  it("sends pages the app's Content-Security-Policy, which forbids inline scripts and framing", async () => {
    const response = await fetch(`${server.url}/contact`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Our own WebAssembly may compile (the face scan, the barcode reader); JavaScript eval() stays
    // refused, and workers come from the app's own origin.
    expect(csp).toMatch(/script-src[^;]*'wasm-unsafe-eval'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(csp).toContain("worker-src 'self'");
    // Product photos from Open Food Facts' image host, and no other site's images.
    expect(csp).toContain("img-src 'self' data: blob: https://images.openfoodfacts.org");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://widget.example.com');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Plain-http SITE_URL: no HSTS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each(['/health', '/auth/v1/settings', '/auth/v1/user', '/api/v1/settings', '/api/v1/nothing'])(
    'answers JSON at %s with a CSP that allows nothing, nosniff and no caching',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('lets a cacheable JSON answer say so itself (the JWKS)', async () => {
    const response = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('allows the site origin with the headers the Supabase client sends', async () => {
    const response = await fetch(`${server.url}/health`, {
      method: 'OPTIONS',
      headers: {
        origin: server.config.siteUrl,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,x-supabase-api-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(server.config.siteUrl);
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('refuses other origins', async () => {
    const response = await fetch(`${server.url}/health`, {
      headers: { origin: 'https://evil.example.com' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/health`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
