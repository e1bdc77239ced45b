/**
 * JSON request bodies as both services accept them. Beyond the syntax, two things are refused
 * before any handler sees them: nesting deeper than any real request needs (a 5 000-deep value
 * parses, but overflows the stack of JSON.stringify when it is stored or echoed), and NUL
 * characters (PostgreSQL's text type cannot hold them, so they would fail a write with a 500).
 */

/** Far deeper than any body of either service (metadata, settings) legitimately nests. */
export const MAX_JSON_DEPTH = 64;

export type JsonBodyProblem = 'syntax' | 'too_deep' | 'nul';

export type ParsedJsonBody =
  { ok: true; value: unknown } | { ok: false; problem: JsonBodyProblem; message: string };

/** Deepest nesting of arrays and objects in JSON text, counted outside strings. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return deepest;
}

function containsNul(value: unknown): boolean {
  // JSON can only carry a NUL as the escape \u0000: most bodies are cleared by this one search.
  return typeof value === 'string' && value.includes('\u0000');
}

export function parseJsonBody(text: string): ParsedJsonBody {
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    return {
      ok: false,
      problem: 'too_deep',
      message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
    };
  }
  let nul = false;
  const mayCarryNul = text.includes('\\u0000');
  try {
    const value: unknown = mayCarryNul
      ? JSON.parse(text, (key, inner: unknown) => {
          if (containsNul(key) || containsNul(inner)) nul = true;
          return inner;
        })
      : JSON.parse(text);
    if (nul) {
      return { ok: false, problem: 'nul', message: 'Strings must not contain NUL characters' };
    }
    return { ok: true, value };
  } catch (error) {
    return { ok: false, problem: 'syntax', message: (error as Error).message };
  }
}
