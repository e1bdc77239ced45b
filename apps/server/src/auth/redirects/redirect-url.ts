/**
 * Which `redirect_to` a flow may send the browser to (supabase/auth `utilities/request.go`): the
 * site's own origin, a loopback IP, or a URL matching an AUTH_REDIRECT_ALLOW_LIST glob (`*` stops at
 * `.` and `/`, `**` does not). Anything else silently becomes SITE_URL.
 */
import type { Config } from '../../config.js';

function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]!;
    if (char === '*' && pattern[index + 1] === '*') {
      source += '.*';
      index += 1;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const LOOPBACK_V4 =
  /^127\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** The host as written: WHATWG URL parsing would turn `0x7f000001` into `127.0.0.1`. */
function rawHost(candidate: string): string {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(candidate)?.[1] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
}

function isLoopbackHost(candidate: string): boolean {
  const host = rawHost(candidate);
  return LOOPBACK_V4.test(host) || host === '[::1]';
}

export function isRedirectAllowed(config: Config, candidate: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    // Custom schemes (mobile apps) are only allowed by an explicit pattern.
    return matchesAllowList(config, candidate);
  }
  const site = new URL(config.siteUrl);
  if (url.protocol === site.protocol && url.hostname === site.hostname) {
    if (url.port === site.port || url.hostname === 'localhost') return true;
  }
  if (isLoopbackHost(candidate)) return true;
  return matchesAllowList(config, candidate);
}

function matchesAllowList(config: Config, candidate: string): boolean {
  const withoutFragment = candidate.split('#')[0]!;
  return config.auth.redirectAllowList.some((pattern) =>
    globToRegExp(pattern).test(withoutFragment),
  );
}

/** The first allowed of the candidates (query/header `redirect_to`, then Referer), else SITE_URL. */
export function resolveRedirect(config: Config, ...candidates: (string | undefined)[]): string {
  for (const candidate of candidates) {
    if (candidate && isRedirectAllowed(config, candidate)) return candidate;
  }
  return config.siteUrl;
}
