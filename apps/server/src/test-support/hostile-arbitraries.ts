/**
 * fast-check arbitraries of hostile input for the property tests of the auth service and the
 * product API: strings, JSON values, raw bodies, query strings, headers and token recipes that a
 * careless or malicious client sends. Everything here is data; hostile-tokens.ts turns a token
 * recipe into a signed (or broken) JWT and raw-http.ts sends the requests byte for byte.
 */
import fc from 'fast-check';

/** Keys that reach an object's prototype when a parser or a merge assigns them naively. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  'isAdmin',
] as const;

/** SQL, HTML, template, path and header-injection fragments. */
export const INJECTION_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '%',
  '_',
  '\\',
  "\\'",
  '%_\\%',
  '1; SELECT pg_sleep(5)',
  "' UNION SELECT encrypted_password FROM users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '\r\nSet-Cookie: pwned=1',
  '\u0000',
  'a\u0000b',
  '\u202e\u200b\ufeff',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '🧗‍♀️',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  ' ',
  '',
] as const;

export const injectionFragment = fc.constantFrom(...INJECTION_FRAGMENTS);
export const prototypeKey = fc.constantFrom(...PROTOTYPE_KEYS);

/** A string with lone surrogates (not representable in UTF-8; JSON.stringify escapes them). */
export const loneSurrogateString = fc
  .array(fc.oneof(fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'), fc.string()), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => parts.join(''));

/** Long strings; sizes around the limits of the fields and of the body parsers. */
export const hugeString = fc
  .tuple(
    fc.constantFrom('a', '€', '\u0000', '%', '🧗', '<'),
    fc.constantFrom(256, 1025, 5001, 70_000),
  )
  .map(([unit, length]) => unit.repeat(length));

/** Every kind of hostile string, weighted towards the interesting ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: injectionFragment, weight: 4 },
  // NUL: PostgreSQL's text type cannot hold it at all.
  {
    arbitrary: fc.constantFrom('\u0000', 'a\u0000b@example.com', 'nul\u0000', '\u0000\u0000'),
    weight: 3,
  },
  { arbitrary: prototypeKey, weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: loneSurrogateString, weight: 1 },
  { arbitrary: hugeString, weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), injectionFragment, fc.string({ maxLength: 10 }))
      .map((parts) => parts.join('')),
    weight: 2,
  },
);

/** Values of the wrong type for any field. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  // Finite: JSON has no NaN or Infinity, and jose refuses to sign them as claims.
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.oneof(prototypeKey, fc.string({ maxLength: 5 })), fc.integer(), {
    maxKeys: 3,
  }),
  fc.constant({}),
  fc.constant([]),
);

/** A JSON tree whose keys and leaves are hostile (small: bodies stay well under the limits). */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    wrongTypeValue,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(prototypeKey, injectionFragment, fc.string()), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/**
 * A body of the given fields, each present or not, and each its plausible value or a hostile one
 * (a hostile string, a value of the wrong type, a hostile JSON tree).
 */
export function hostileFields(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [
        name,
        fc.oneof(
          { arbitrary: value, weight: 4 },
          { arbitrary: hostileString, weight: 2 },
          { arbitrary: wrongTypeValue, weight: 1 },
          { arbitrary: hostileJsonValue, weight: 1 },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
}

/** Deep nesting, as JSON text (built as text: a 50 000-deep value would overflow a stringify). */
export const deeplyNestedJson = fc
  .tuple(fc.constantFrom('[', '{"a":', '{"__proto__":'), fc.constantFrom(64, 1_000, 5_000, 50_000))
  .map(([open, depth]) => {
    const close = open === '[' ? ']' : '}';
    return `${open.repeat(depth)}1${close.repeat(depth)}`;
  });

/** A raw request body: the bytes and the content type they are sent with. */
export interface RawBody {
  contentType: string | undefined;
  bytes: Uint8Array;
  /** For failure reports: what the bytes are meant to be. */
  label: string;
}

/** Byte sequences that are not UTF-8: stray continuation, overlong, truncated, surrogate, 0xFF. */
export const INVALID_UTF8 = [
  [0x80],
  [0xc3, 0x28],
  [0xc0, 0xaf],
  [0xe2, 0x82],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xff, 0xfe],
  [0xfe],
] as const;

export const invalidUtf8Bytes = fc
  .constantFrom(...INVALID_UTF8)
  .map((bytes) => Uint8Array.from(bytes));

const utf8 = (text: string) => new TextEncoder().encode(text);

function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Content types a client may send with a body, mostly wrong ones. */
export const hostileContentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  {
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'application/json;charset=UTF-16',
      'APPLICATION/JSON',
      'application/json, text/plain',
      'text/plain',
      'text/html',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=----x',
      'application/xml',
      'application/octet-stream',
      'application/vnd.api+json',
      'application/jsonx',
      '*/*',
      '',
      'application/json; __proto__=x',
      'image/png',
    ),
    weight: 2,
  },
);

/**
 * Raw bodies around a JSON object whose known fields are filled by `fields` (a body the endpoint
 * might accept): broken JSON, invalid UTF-8 inside a string, BOMs, duplicate and prototype keys,
 * deep nesting, top-level non-objects, and a wrong content type.
 */
export function hostileRawBody(
  fields: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<RawBody> {
  const jsonText = fields.map((value) => JSON.stringify(value));
  const text: fc.Arbitrary<[string, Uint8Array]> = fc.oneof(
    { arbitrary: jsonText.map((json) => ['json', utf8(json)] as [string, Uint8Array]), weight: 8 },
    // Truncated JSON.
    fc
      .tuple(jsonText, fc.nat())
      .map(
        ([json, cut]) =>
          ['truncated', utf8(json.slice(0, cut % Math.max(1, json.length)))] as [
            string,
            Uint8Array,
          ],
      ),
    // Invalid UTF-8 bytes inside a string value, and bare.
    fc.tuple(fields, invalidUtf8Bytes).map(([value, bad]) => {
      const marker = 'XXINVALIDXX';
      const json = JSON.stringify({
        ...value,
        email: `a${marker}@example.com`,
        data: { note: marker },
      });
      const [head, ...rest] = json.split(marker);
      const pieces: Uint8Array[] = [utf8(head!)];
      for (const piece of rest) pieces.push(bad, utf8(piece));
      return ['invalid-utf8-in-string', concatBytes(...pieces)] as [string, Uint8Array];
    }),
    invalidUtf8Bytes.map((bad) => ['invalid-utf8', bad] as [string, Uint8Array]),
    // A byte-order mark, then JSON.
    jsonText.map(
      (json) =>
        ['bom', concatBytes(Uint8Array.from([0xef, 0xbb, 0xbf]), utf8(json))] as [
          string,
          Uint8Array,
        ],
    ),
    // Duplicate keys: the last one wins in JSON.parse.
    fc.tuple(fields, hostileJsonValue).map(([value, other]) => {
      const json = JSON.stringify(value);
      const dup = `"email":${JSON.stringify(other) ?? 'null'},`;
      return ['duplicate-keys', utf8(json.length > 2 ? `{${dup}${json.slice(1)}` : json)] as [
        string,
        Uint8Array,
      ];
    }),
    // Prototype-pollution keys written as JSON text (JSON.stringify of an object cannot carry them).
    fc.tuple(fields, prototypeKey, hostileJsonValue).map(([value, key, polluted]) => {
      const json = JSON.stringify(value);
      const extra = `${JSON.stringify(key)}:{"polluted":${JSON.stringify(polluted) ?? 'null'},"isAdmin":true,"role":"service_role"}`;
      return [
        'prototype-key',
        utf8(json.length > 2 ? `{${extra},${json.slice(1)}` : `{${extra}}`),
      ] as [string, Uint8Array];
    }),
    fc
      .constantFrom(
        '{"constructor":{"prototype":{"polluted":"yes"}}}',
        '{"__proto__":{"polluted":"yes"}}',
        '{"data":{"__proto__":{"polluted":"yes"}},"email":"x@example.com","password":"secret-123"}',
        '{"user_metadata":{"constructor":{"prototype":{"polluted":"yes"}}}}',
        '{"preferences":{"__proto__":{"polluted":"yes"}}}',
        '{"personal_info":{"__proto__":{"full_name":"x"}}}',
      )
      .map((json) => ['prototype-literal', utf8(json)] as [string, Uint8Array]),
    deeplyNestedJson.map((json) => ['deep', utf8(json)] as [string, Uint8Array]),
    // Deep nesting inside a field the endpoint keeps (metadata, settings, message).
    fc
      .tuple(
        fields,
        fc.constantFrom(
          'data',
          'user_metadata',
          'app_metadata',
          'personal_info',
          'preferences',
          'message',
        ),
        deeplyNestedJson,
      )
      .map(([value, key, deep]) => {
        const json = JSON.stringify(value);
        const field = `${JSON.stringify(key)}:${deep}`;
        return [
          'deep-field',
          utf8(json.length > 2 ? `{${field},${json.slice(1)}` : `{${field}}`),
        ] as [string, Uint8Array];
      }),
    // JSON that is not an object.
    fc
      .oneof(hostileJsonValue, fc.constantFrom('[]', '"x"', '1', 'true', 'null'))
      .map(
        (value) =>
          [
            'non-object',
            utf8(
              typeof value === 'string' && /^[[\d"tn]/.test(value)
                ? value
                : (JSON.stringify(value) ?? 'null'),
            ),
          ] as [string, Uint8Array],
      ),
    fc
      .constantFrom(
        '',
        ' ',
        '\n\t',
        'undefined',
        'NaN',
        "{'a':1}",
        '{"a":1,}',
        '{"a":01}',
        '{"a":"\\x41"}',
        '{"a":"\\ud800"}',
        '\u0000',
      )
      .map((raw) => ['broken', utf8(raw)] as [string, Uint8Array]),
  );
  return fc.tuple(text, hostileContentType).map(([[label, bytes], contentType]) => ({
    contentType,
    bytes,
    label,
  }));
}

/** One query-string parameter: the name and the value exactly as they appear in the URL. */
export type RawQueryPair = [string, string];

/** Percent-encodes a string; lone surrogates, which encodeURIComponent refuses, as raw %ED bytes. */
function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/**
 * A value as it appears in a URL: well encoded or badly encoded. (Raw bytes over 0x7F are not HTTP:
 * Node's parser refuses the request line before the application sees it.)
 */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  {
    // The request line counts against Node's 16 KiB header limit (a 431 before the application).
    arbitrary: hostileString.map(encodeComponent).filter((value) => value.length < 2048),
    weight: 5,
  },
  {
    arbitrary: fc.constantFrom(
      '%',
      '%%',
      '%zz',
      '%g1',
      '%ff%fe',
      '%c0%af',
      '%ed%a0%80',
      '%00',
      '%e2%82',
      '+',
      '%2B%2b',
      '=',
      '&',
      '[]',
      '%5B%5D',
    ),
    weight: 3,
  },
);

/** Query parameters: known names, prototype keys and bracket syntax, repeated or not. */
export function hostileQuery(knownNames: readonly string[]): fc.Arbitrary<RawQueryPair[]> {
  const name = fc.oneof(
    { arbitrary: fc.constantFrom(...(knownNames.length > 0 ? knownNames : ['q'])), weight: 5 },
    { arbitrary: prototypeKey, weight: 1 },
    {
      arbitrary: fc.constantFrom(
        'a[b]',
        '__proto__[polluted]',
        'constructor[prototype][x]',
        'x.y',
        '',
        '%00',
        '%ff',
      ),
      weight: 1,
    },
  );
  return fc.array(fc.tuple(name, hostileQueryValue), { maxLength: 5 });
}

export function queryString(pairs: RawQueryPair[]): string {
  if (pairs.length === 0) return '';
  return `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`;
}

/**
 * A header value Node's HTTP client will put on the wire: printable latin-1 (bytes 0x80–0xFF are
 * invalid UTF-8 on their own), no control characters but the tab.
 */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }).map((value) =>
    [...value]
      .map((char) => {
        const code = char.codePointAt(0)!;
        if (code === 9 || (code >= 0x20 && code < 0x7f) || (code >= 0x80 && code <= 0xff))
          return char;
        return String.fromCharCode(0x20 + (code % 0x5f));
      })
      .join('')
      .trim(),
  ),
  injectionFragment.map((value) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?')),
  fc.constantFrom('\u00ff\u00fe', '\u00c3\u0028', 'x'.repeat(1500)),
);

/** Versions of `X-Supabase-Api-Version`: both shapes, and nonsense. */
export const apiVersionHeader = fc.constantFrom(
  undefined,
  '2024-01-01',
  '2025-06-30',
  '2023-12-31',
  '9999-99-99',
  '2024-1-1',
  'latest',
  '',
  '2024-01-01; DROP',
);

/** Extra request headers the endpoints read: locale, redirect target, referer, audience, forwarding. */
export const hostileExtraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'accept-language': fc.oneof(headerValue, fc.constantFrom('es', 'es-MX,es;q=0.9', '*', ';q=x')),
    redirect_to: fc.oneof(
      headerValue,
      fc.constantFrom(
        'javascript:alert(1)',
        'http://evil.example',
        '//evil.example',
        'http://127.0.0.1:1/',
        'http://[::1',
        'http://0x7f000001/',
      ),
    ),
    referer: headerValue,
    'x-jwt-aud': headerValue,
    'x-client-info': headerValue,
    'user-agent': headerValue,
  },
  { requiredKeys: [] },
);

/** What a token in the Authorization header is made of; hostile-tokens.ts builds it. */
export type TokenRecipe =
  | { kind: 'truncated'; cut: number }
  | { kind: 'alg-none' }
  | { kind: 'foreign-es256' }
  | { kind: 'foreign-hs256' }
  | { kind: 'hs256-with-public-key' }
  | { kind: 'embedded-jwk' }
  | { kind: 'wrong-audience'; aud: unknown }
  | { kind: 'expired'; secondsAgo: number }
  | { kind: 'not-yet-valid' }
  | { kind: 'tampered-payload'; claims: Record<string, unknown> }
  | { kind: 'hostile-kid'; kid: string }
  | { kind: 'hostile-claims'; claims: Record<string, unknown> }
  | { kind: 'unknown-user' }
  | { kind: 'garbage'; text: string };

/** Claims of any type where the server expects a UUID, a role, an audience or a number. */
const hostileClaims: fc.Arbitrary<Record<string, unknown>> = fc
  .record(
    {
      sub: fc.oneof(hostileString, wrongTypeValue, fc.uuid()),
      session_id: fc.oneof(hostileString, wrongTypeValue, fc.uuid()),
      // Never an admin role: a token the server signed with one is a legitimate admin token.
      role: fc.oneof(hostileString, wrongTypeValue, fc.constantFrom('authenticated', 'anon')),
      aud: fc.oneof(hostileString, wrongTypeValue),
      aal: fc.oneof(hostileString, wrongTypeValue, fc.constant('aal2')),
      iat: fc.oneof(wrongTypeValue, fc.integer()),
      amr: hostileJsonValue,
      user_metadata: hostileJsonValue,
      app_metadata: hostileJsonValue,
      email: fc.oneof(hostileString, wrongTypeValue),
    },
    { requiredKeys: [] },
    // A token travels in a header: past 16 KiB Node answers 431 before the application sees it.
  )
  .filter((claims) => Buffer.byteLength(JSON.stringify(claims)) < 4096);

export const tokenRecipe: fc.Arbitrary<TokenRecipe> = fc
  .oneof(
    fc.nat({ max: 2000 }).map((cut) => ({ kind: 'truncated' as const, cut })),
    fc.constant({ kind: 'alg-none' as const }),
    fc.constant({ kind: 'foreign-es256' as const }),
    fc.constant({ kind: 'foreign-hs256' as const }),
    fc.constant({ kind: 'hs256-with-public-key' as const }),
    fc.constant({ kind: 'embedded-jwk' as const }),
    fc
      .oneof(hostileString, wrongTypeValue)
      .map((aud) => ({ kind: 'wrong-audience' as const, aud })),
    fc
      .integer({ min: 1, max: 10 ** 9 })
      .map((secondsAgo) => ({ kind: 'expired' as const, secondsAgo })),
    fc.constant({ kind: 'not-yet-valid' as const }),
    hostileClaims.map((claims) => ({ kind: 'tampered-payload' as const, claims })),
    hostileString
      .filter((kid) => Buffer.byteLength(kid) < 2048)
      .map((kid) => ({ kind: 'hostile-kid' as const, kid })),
    hostileClaims.map((claims) => ({ kind: 'hostile-claims' as const, claims })),
    fc.constant({ kind: 'unknown-user' as const }),
    fc
      .oneof(
        fc.string({ maxLength: 80 }),
        fc.constantFrom('..', 'a.b.c', 'e30.e30.', 'e30.e30.e30', 'eyJhbGciOiJub25lIn0..', '.....'),
        fc.base64String({ maxLength: 200 }).map((text) => `${text}.${text}.${text}`),
        fc.constant(`${'a'.repeat(2000)}.${'b'.repeat(2000)}.c`),
      )
      .map((text) => ({ kind: 'garbage' as const, text })),
    // A token travels in a header: past 16 KiB Node answers 431 before the application sees it.
  )
  .filter((recipe) => Buffer.byteLength(JSON.stringify(recipe)) < 4096);

/** How the Authorization header carries the token (or does not). */
export type AuthorizationShape =
  | { scheme: 'bearer'; spelling: string }
  | { scheme: 'other'; header: string }
  | { scheme: 'absent' };

export const authorizationShape: fc.Arbitrary<AuthorizationShape> = fc.oneof(
  {
    arbitrary: fc
      .constantFrom('Bearer ', 'bearer ', 'BEARER ')
      .map((spelling) => ({ scheme: 'bearer' as const, spelling })),
    weight: 6,
  },
  {
    arbitrary: fc
      .constantFrom(
        'Bearer',
        'Bearer  ',
        'Basic dXNlcjpwYXNz',
        'Token abc',
        'Bearer a b',
        'Bearer\ttoken',
        'Bearer ,',
        '',
      )
      .map((header) => ({ scheme: 'other' as const, header })),
    weight: 2,
  },
  { arbitrary: fc.constant({ scheme: 'absent' as const }), weight: 1 },
);

/**
 * multipart/form-data bodies for an upload endpoint: the real image among them, bytes that are
 * not an image, lying part headers, broken and missing boundaries, several files, fields only.
 */
export function hostileMultipart(image: Uint8Array): fc.Arbitrary<RawBody> {
  const content = fc.oneof(
    fc.constant(image),
    fc.constant(image.slice(0, Math.floor(image.length / 2))),
    fc.uint8Array({ maxLength: 256 }),
    invalidUtf8Bytes,
    hostileString.filter((value) => value.length < 4096).map(utf8),
    fc.constant(utf8('GIF89a')),
    fc.constant(utf8('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
  );
  const partHeaders = fc.record({
    name: fc.oneof(fc.constant('file'), fc.constant('avatar'), prototypeKey, injectionFragment),
    filename: fc.oneof(
      fc.constantFrom('me.png', '../../etc/passwd', 'a"b.png', 'x.svg', ''),
      injectionFragment,
    ),
    type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/json', ''),
  });
  const part = fc
    .tuple(partHeaders, content)
    .map(([headers, bytes]) =>
      concatBytes(
        utf8(
          `Content-Disposition: form-data; name="${headers.name.replace(/[\r\n"]/g, '')}"; filename="${headers.filename.replace(/[\r\n]/g, '')}"\r\n` +
            (headers.type ? `Content-Type: ${headers.type}\r\n` : '') +
            '\r\n',
        ),
        bytes,
      ),
    );
  return fc
    .record({
      boundary: fc.constantFrom('----hostile', 'x', '-'.repeat(70), ''),
      declared: fc.constantFrom('same', 'other', 'none', 'quoted'),
      parts: fc.array(part, { minLength: 0, maxLength: 3 }),
      field: fc.option(
        hostileString.filter((value) => value.length < 1024),
        { nil: undefined },
      ),
      ending: fc.constantFrom('closed', 'open', 'garbage'),
    })
    .map(({ boundary, declared, parts, field, ending }) => {
      const delimiter = utf8(`--${boundary}\r\n`);
      const pieces: Uint8Array[] = [];
      if (field !== undefined) {
        pieces.push(
          delimiter,
          utf8(`Content-Disposition: form-data; name="note"\r\n\r\n${field}\r\n`),
        );
      }
      for (const bytes of parts) pieces.push(delimiter, bytes, utf8('\r\n'));
      if (ending === 'closed') pieces.push(utf8(`--${boundary}--\r\n`));
      if (ending === 'garbage') pieces.push(utf8('--nope'));
      const contentType = {
        same: `multipart/form-data; boundary=${boundary}`,
        other: 'multipart/form-data; boundary=somethingelse',
        none: 'multipart/form-data',
        quoted: `multipart/form-data; boundary="${boundary}"`,
      }[declared];
      return {
        contentType,
        bytes: concatBytes(...pieces),
        label: `multipart ${parts.length} part(s), ${declared} boundary, ${ending}`,
      };
    });
}

/**
 * A valid body with exactly one field made hostile (or one hostile key added): the way to reach
 * the code behind the validation, where a random mix of fields rarely gets.
 */
export function mutatedBody(
  valid: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      valid,
      fc.nat(),
      fc.oneof(prototypeKey, injectionFragment),
      fc.oneof(hostileString, wrongTypeValue, hostileJsonValue),
    )
    .map(([body, pick, extraKey, value]) => {
      const keys = Object.keys(body);
      const key = keys.length > 0 && pick % 4 !== 0 ? keys[pick % keys.length]! : extraKey;
      // A computed key: `__proto__` becomes an own property, as JSON.parse would make it.
      return { ...body, [key]: value };
    });
}

/**
 * fast-check parameters with the run count, and the seed and path of a failure to replay it:
 * `FC_SEED=123 FC_PATH=4:0:1 npx vitest run ...` (both printed by a failing property).
 */
export function propertyParameters(numRuns: number): fc.Parameters<unknown> {
  const seed = process.env.FC_SEED;
  const path = process.env.FC_PATH;
  return {
    numRuns,
    ...(seed !== undefined ? { seed: Number(seed) } : {}),
    ...(path !== undefined ? { path } : {}),
  };
}
