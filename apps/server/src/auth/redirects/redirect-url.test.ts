import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { isRedirectAllowed, resolveRedirect } from './redirect-url.js';

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
});
