/**
 * Which `redirect_to` a flow may send the browser to (supabase/auth `utilities/request.go`): the
 * site's own origin, a loopback IP, or a URL matching an AUTH_REDIRECT_ALLOW_LIST pattern. Anything
 * else silently becomes SITE_URL.
 *
 * The candidate is parsed with the WHATWG URL parser, the one browsers use, and every decision is
 * taken on the parsed URL; the URL handed back is its serialisation, so the browser ends up exactly
 * where the check looked. Forms on which parsers disagree, or which only obfuscate, are refused
 * before parsing: backslashes, whitespace and control characters, userinfo (`@`), an authority not
 * introduced by exactly `//`, and a host not written the way it parses (percent-encoded, Unicode,
 * numeric or shortened IPs, a trailing dot on an IP).
 */
import type { Config } from '../../config.js';
import { compileRedirectPattern, type RedirectPattern } from './redirect-pattern.js';

/** Longer candidates (a Referer can be long) are not redirect targets anyone types. */
const MAX_LENGTH = 2048;

/** Backslash, C0 controls, space, DEL: browsers strip or reinterpret them, so a check would not see what the browser sees. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\\\u0000-\u0020\u007f]/;

/** `scheme://authority`, with the authority written before any path, query or fragment. */
const SCHEME_AND_AUTHORITY = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i;

const LOOPBACK_V4 =
  /^127\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

const isHttp = (protocol: string) => protocol === 'http:' || protocol === 'https:';

/** The host as written, without its port (IPv6 literals keep their brackets). */
function writtenHost(authority: string): string {
  if (authority.startsWith('[')) return authority.slice(0, authority.indexOf(']') + 1);
  const colon = authority.lastIndexOf(':');
  return colon === -1 ? authority : authority.slice(0, colon);
}

/** The candidate parsed, if it is written in a form that every parser reads the same way. */
function parseUnambiguous(candidate: string): URL | undefined {
  if (candidate.length > MAX_LENGTH || UNSAFE_CHARACTER.test(candidate)) return undefined;
  const written = SCHEME_AND_AUTHORITY.exec(candidate);
  if (!written) return undefined;
  const authority = written[2]!;
  if (authority.includes('@')) return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.username !== '' || url.password !== '') return undefined;
  // `HTTPS://App.Example.com` is the same host; `%61pp`, `0x7f.1`, `127.1` or a Unicode look-alike
  // only become that host through the parser, which is not where a reader of the link looks.
  if (writtenHost(authority).toLowerCase() !== url.hostname) return undefined;
  return url;
}

function isSiteOrigin(site: URL, url: URL): boolean {
  if (url.protocol !== site.protocol || url.hostname !== site.hostname) return false;
  // A development site on localhost may be served from any port (RFC 8252 section 7.3).
  return url.port === site.port || url.hostname === 'localhost';
}

function isLoopbackIp(url: URL): boolean {
  return isHttp(url.protocol) && (LOOPBACK_V4.test(url.hostname) || url.hostname === '[::1]');
}

// Compiled once per configuration: the list does not change while the server runs.
const compiledPatterns = new WeakMap<Config, RedirectPattern[]>();

function patternsOf(config: Config): RedirectPattern[] {
  let patterns = compiledPatterns.get(config);
  if (!patterns) {
    patterns = config.auth.redirectAllowList.map(compileRedirectPattern);
    compiledPatterns.set(config, patterns);
  }
  return patterns;
}

/** The URL to redirect to, normalised, if the candidate is allowed; otherwise undefined. */
export function allowedRedirect(config: Config, candidate: string): string | undefined {
  const url = parseUnambiguous(candidate);
  if (!url) return undefined;
  if (isHttp(url.protocol)) {
    if (isSiteOrigin(new URL(config.siteUrl), url) || isLoopbackIp(url)) return url.href;
  }
  return patternsOf(config).some((pattern) => pattern.matches(url)) ? url.href : undefined;
}

export function isRedirectAllowed(config: Config, candidate: string): boolean {
  return allowedRedirect(config, candidate) !== undefined;
}

/** The first allowed of the candidates (query/header `redirect_to`, then Referer), else SITE_URL. */
export function resolveRedirect(config: Config, ...candidates: (string | undefined)[]): string {
  for (const candidate of candidates) {
    const allowed = candidate ? allowedRedirect(config, candidate) : undefined;
    if (allowed) return allowed;
  }
  return config.siteUrl;
}
