/**
 * JSON request bodies as both services accept them. Beyond the syntax, three things are refused
 * before any handler sees them: nesting deeper than any real request needs (a 5 000-deep value
 * parses, but overflows the stack of JSON.stringify when it is stored or echoed), more object keys
 * than any real request carries (JSON.parse builds wide objects slowly: 90 000 keys hold the event
 * loop for a fifth of a second), NUL characters (PostgreSQL's text type cannot hold them, so
 * they would fail a write with a 500) and lone surrogates (`"\ud83d"` parses to a string UTF-8
 * cannot encode: a text parameter would be stored as U+FFFD, a jsonb one is refused by PostgreSQL). Depth and keys are counted by one pass over the raw text
 * before JSON.parse runs, which stops at the first character over a limit; it costs about a tenth
 * of what parsing a wide body does.
 */

/** Far deeper than any body of either service (metadata, settings) legitimately nests. */
export const MAX_JSON_DEPTH = 64;

/** Object keys in a whole body: metadata and settings have tens; 1 000 leave room for any use. */
export const MAX_JSON_KEYS = 1000;

/**
 * A body of many small records (an account's data file) may hold more keys in all (`maxKeys`), but
 * no object in it more than MAX_JSON_KEYS: JSON.parse builds many small objects of one shape fast,
 * one wide object slowly (900 000 keys in 10 MB hold the event loop for over a second).
 */
export interface JsonBodyBounds {
  maxKeys: number;
}

const DEFAULT_BOUNDS: JsonBodyBounds = { maxKeys: MAX_JSON_KEYS };

type JsonBodyProblem = 'syntax' | 'too_deep' | 'too_wide' | 'nul' | 'lone_surrogate';

export type ParsedJsonBody =
  { ok: true; value: unknown } | { ok: false; problem: JsonBodyProblem; message: string };

/**
 * Whether JSON text stays within the depth and key limits, counted outside strings: an object key
 * is followed by exactly one `:`, so colons count keys. Malformed text is left to JSON.parse.
 */
function structureProblem(text: string, maxKeys: number): 'too_deep' | 'too_wide' | undefined {
  let depth = 0;
  let keys = 0;
  // Keys of the innermost open object at each depth; only counted when the whole body may hold
  // more than one object may (below that, the total bounds every object).
  const keysAt = maxKeys > MAX_JSON_KEYS ? new Int32Array(MAX_JSON_DEPTH + 2) : undefined;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x3a) {
      keys += 1;
      if (keys > maxKeys) return 'too_wide';
      if (keysAt && depth >= 0 && ++keysAt[depth]! > MAX_JSON_KEYS) return 'too_wide';
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) return 'too_deep';
      if (keysAt) keysAt[depth] = 0;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return undefined;
}

function containsNul(value: unknown): boolean {
  return typeof value === 'string' && value.includes('\u0000');
}

/** In a `u` regular expression a surrogate pair is one code point, so only a lone half matches. */
const LONE_SURROGATE = /\p{Cs}/u;
/** The escape of a surrogate half (\uD800–\uDFFF), the only way JSON text decoded from UTF-8 carries one. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

function containsLoneSurrogate(value: unknown): boolean {
  return typeof value === 'string' && LONE_SURROGATE.test(value);
}

export function parseJsonBody(
  text: string,
  { maxKeys }: JsonBodyBounds = DEFAULT_BOUNDS,
): ParsedJsonBody {
  const problem = structureProblem(text, maxKeys);
  if (problem === 'too_deep') {
    return {
      ok: false,
      problem,
      message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
    };
  }
  if (problem === 'too_wide') {
    return {
      ok: false,
      problem,
      message:
        maxKeys > MAX_JSON_KEYS
          ? `JSON with more than ${maxKeys} keys, or an object with more than ${MAX_JSON_KEYS}`
          : `JSON with more than ${MAX_JSON_KEYS} keys`,
    };
  }
  let nul = false;
  let loneSurrogate = false;
  // JSON can only carry a NUL or a lone surrogate as an escape: most bodies are cleared by these
  // two searches and parse without a reviver.
  const mayCarryNul = text.includes('\\u0000');
  const mayCarrySurrogate = SURROGATE_ESCAPE.test(text);
  try {
    const value: unknown =
      mayCarryNul || mayCarrySurrogate
        ? JSON.parse(text, (key, inner: unknown) => {
            if (containsNul(key) || containsNul(inner)) nul = true;
            if (containsLoneSurrogate(key) || containsLoneSurrogate(inner)) loneSurrogate = true;
            return inner;
          })
        : JSON.parse(text);
    if (nul) {
      return { ok: false, problem: 'nul', message: 'Strings must not contain NUL characters' };
    }
    if (loneSurrogate) {
      return {
        ok: false,
        problem: 'lone_surrogate',
        message: 'Strings must be valid Unicode (a lone surrogate half is not)',
      };
    }
    return { ok: true, value };
  } catch (error) {
    return { ok: false, problem: 'syntax', message: (error as Error).message };
  }
}

/**
 * For the paths outside both services (the web app, /health, unknown ones): none takes a body, but
 * Fastify parses one sent to them before answering 404; it gets the same bounds as theirs.
 */
export function parseBoundedJson(
  _request: unknown,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
): void {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (text.trim() === '') return done(null, undefined);
  const parsed = parseJsonBody(text);
  if (parsed.ok) return done(null, parsed.value);
  done(Object.assign(new Error(`Request body refused: ${parsed.message}`), { statusCode: 400 }));
}
