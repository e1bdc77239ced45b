import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { hostileRedirects } from './hostile-redirects.js';
import { allowedRedirect, isRedirectAllowed, resolveRedirect } from './redirect-url.js';

const config = loadConfig({
  SITE_URL: 'https://app.example.com',
  AUTH_REDIRECT_ALLOW_LIST: 'https://*.preview.example.com/**,myapp://callback',
});

describe('redirect allow-list', () => {
  it('allows the site origin, loopback IPs and allow-listed globs', () => {
    expect(isRedirectAllowed(config, 'https://app.example.com/welcome?x=1')).toBe(true);
    expect(isRedirectAllowed(config, 'http://127.0.0.1:5173/cb')).toBe(true);
    expect(isRedirectAllowed(config, 'https://pr-1.preview.example.com/a/b')).toBe(true);
    expect(isRedirectAllowed(config, 'myapp://callback')).toBe(true);
  });

  it('refuses other hosts, glob escapes and obfuscated loopback', () => {
    expect(isRedirectAllowed(config, 'https://evil.com/')).toBe(false);
    expect(isRedirectAllowed(config, 'https://app.example.com.evil.com/')).toBe(false);
    expect(isRedirectAllowed(config, 'https://a.b.preview.example.com/')).toBe(false);
    expect(isRedirectAllowed(config, 'http://app.example.com/')).toBe(false);
    expect(isRedirectAllowed(config, 'http://0x7f000001/')).toBe(false);
    expect(isRedirectAllowed(config, 'javascript:alert(1)')).toBe(false);
  });

  it('falls back to SITE_URL', () => {
    expect(resolveRedirect(config, 'https://evil.com', undefined)).toBe('https://app.example.com');
    expect(resolveRedirect(config, undefined, 'https://app.example.com/from')).toBe(
      'https://app.example.com/from',
    );
  });

  it.each(
    hostileRedirects('https://app.example.com').concat([
      { name: 'glob: a host one label too deep', value: 'https://a.b.preview.example.com/' },
      { name: 'glob: the pattern as a subdomain', value: 'https://x.preview.example.com.evil/' },
      { name: 'glob: another port', value: 'https://pr-1.preview.example.com:444/' },
      { name: 'glob: userinfo', value: 'https://pr-1.preview.example.com@evil.example/' },
      { name: 'glob: backslash', value: 'https://evil.example\\.preview.example.com/' },
      { name: 'deep link: another host', value: 'myapp://evil.example/' },
      { name: 'deep link: userinfo', value: 'myapp://callback@evil.example' },
      { name: 'deep link: another path', value: 'myapp://callback/../evil' },
    ]),
  )('refuses $name and falls back to SITE_URL', ({ value }) => {
    expect(allowedRedirect(config, value)).toBeUndefined();
    expect(resolveRedirect(config, value)).toBe('https://app.example.com');
  });

  it.each([
    ['https://app.example.com/welcome?x=1#top', 'https://app.example.com/welcome?x=1#top'],
    ['HTTPS://App.Example.COM/Welcome', 'https://app.example.com/Welcome'],
    ['https://app.example.com', 'https://app.example.com/'],
    ['https://app.example.com:443/a', 'https://app.example.com/a'],
    ['https://app.example.com/a/../b', 'https://app.example.com/b'],
    ['https://app.example.com/caf\u00e9', 'https://app.example.com/caf%C3%A9'],
    ['http://127.0.0.1:5173/cb', 'http://127.0.0.1:5173/cb'],
    ['http://[::1]:3000/cb', 'http://[::1]:3000/cb'],
    ['https://pr-1.preview.example.com', 'https://pr-1.preview.example.com/'],
    ['https://pr-1.preview.example.com/a/./b?c=d', 'https://pr-1.preview.example.com/a/b?c=d'],
    ['myapp://callback', 'myapp://callback'],
  ])('allows %s as %s', (candidate, normalised) => {
    expect(resolveRedirect(config, candidate)).toBe(normalised);
  });

  it('allows any port of a localhost site, as a development server moves between ports', () => {
    const development = loadConfig({ SITE_URL: 'http://localhost:3000' });
    expect(resolveRedirect(development, 'http://localhost:5173/cb')).toBe(
      'http://localhost:5173/cb',
    );
    expect(resolveRedirect(development, 'http://localhost.evil.example/')).toBe(
      'http://localhost:3000',
    );
  });

  it('matches a glob against the host and the path separately, so `**` cannot cross from one to the other', () => {
    const wide = loadConfig({
      SITE_URL: 'https://app.example.com',
      AUTH_REDIRECT_ALLOW_LIST: 'https://**.trusted.example/**',
    });
    expect(isRedirectAllowed(wide, 'https://a.b.trusted.example/x')).toBe(true);
    expect(isRedirectAllowed(wide, 'https://evil.example/x.trusted.example/')).toBe(false);
    expect(isRedirectAllowed(wide, 'https://evil.example?.trusted.example/')).toBe(false);
    expect(isRedirectAllowed(wide, 'https://evil.example#.trusted.example/')).toBe(false);
  });

  it.each([
    'javascript:**',
    'data:**',
    'https://user@app.example.com/**',
    'https://evil.example\\@app.example.com',
    'app.example.com/**',
    '//app.example.com/**',
  ])('refuses to start with the allow-list pattern %s', (pattern) => {
    expect(() =>
      loadConfig({ SITE_URL: 'https://app.example.com', AUTH_REDIRECT_ALLOW_LIST: pattern }),
    ).toThrow(ConfigError);
  });
});
