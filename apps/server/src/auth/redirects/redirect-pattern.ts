/**
 * An AUTH_REDIRECT_ALLOW_LIST pattern: `scheme://host-glob` followed by an optional path glob, as in
 * `https://*.preview.example.com/**` or `com.example.app://callback`. It is matched against the
 * parsed, normalised URL, in two parts that cannot spill into each other: the scheme exactly, the
 * host-glob against the host (lower case, with its port if not the default one), the path glob
 * against the path and query (percent-encoded, dot segments resolved; `/` when an http(s) pattern
 * names no path). The fragment is never matched. In a glob `*` and `?` stop at `.` and `/`, `**`
 * does not (supabase/auth compiles its list with `.` and `/` as separators too).
 */

/** Schemes that run or read something in the browser: never a redirect target, whatever the list says. */
const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about']);

const PATTERN = /^([a-z][a-z0-9+.-]*):\/\/([^/?#@\\\s]+)((?:[/?][^#]*)?)$/i;

export interface RedirectPattern {
  matches(url: URL): boolean;
}

class InvalidRedirectPatternError extends Error {
  override name = 'InvalidRedirectPatternError';
}

function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index]!;
    if (char === '*' && glob[index + 1] === '*') {
      source += '.*';
      index += 1;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function compileRedirectPattern(pattern: string): RedirectPattern {
  const parts = PATTERN.exec(pattern);
  // eslint-disable-next-line no-control-regex
  if (!parts || /[\\\u0000-\u0020\u007f]/.test(pattern)) {
    throw new InvalidRedirectPatternError(
      `"${pattern}" is not a scheme://host[/path] pattern (no spaces, backslashes, "@" or "#")`,
    );
  }
  const scheme = parts[1]!.toLowerCase();
  if (FORBIDDEN_SCHEMES.has(scheme)) {
    throw new InvalidRedirectPatternError(`"${pattern}": ${scheme}: URLs are never allowed`);
  }
  const protocol = `${scheme}:`;
  const host = globToRegExp(parts[2]!.toLowerCase());
  const isHttp = scheme === 'http' || scheme === 'https';
  const path = globToRegExp(parts[3] === '' && isHttp ? '/' : parts[3]!);
  return {
    matches: (url) =>
      url.protocol === protocol && host.test(url.host) && path.test(url.pathname + url.search),
  };
}
