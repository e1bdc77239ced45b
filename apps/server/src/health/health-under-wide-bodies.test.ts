/**
 * Wide JSON bodies cannot stall the server. A body of 90 000 keys once held the event loop for a
 * few hundred milliseconds in JSON.parse; what keeps it from doing so now is proved by the work the
 * server does with such a body, never by how long anything takes:
 * - a wide body larger than the route takes is refused from its Content-Length: the answer comes
 *   while the client has sent nothing but the headers, so nothing of the body was buffered;
 * - a wide body within the size limit is refused by the key count before JSON.parse runs: what
 *   follows the first key over the limit is not even JSON, and the answer still names the keys;
 * - while a wide body is still arriving, a cheap request on another connection is answered.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_KEYS } from '../http/parse-json-body.js';
import { testDatabaseKinds } from '../test-support/test-database.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

/** Every kind of path a body can be sent to: auth routes, an unknown auth path, the API, the rest. */
const TARGETS = [
  { method: 'POST', path: '/auth/v1/signup' },
  { method: 'POST', path: '/auth/v1/token?grant_type=password' },
  { method: 'POST', path: '/auth/v1/no-such-route' },
  { method: 'PUT', path: '/api/v1/settings' },
  { method: 'POST', path: '/no-such-page' },
];

/** The reported attack's body: 90 000 keys, about 0.9 MB. */
const WIDE_BODY = Buffer.from(
  JSON.stringify({
    email: 'wide@example.com',
    password: 'pw-123456',
    data: Object.fromEntries(Array.from({ length: 90_000 }, (_, index) => [`k${index}`, 0])),
  }),
);

/**
 * One key over the limit in under 8 KB (the smallest route limit), then text that is not JSON: a
 * parser that read it would answer a syntax error, the key count answers first.
 */
const KEYS_THEN_GARBAGE = Buffer.from(`{${'"a":0,'.repeat(MAX_JSON_KEYS + 1)}!!! not JSON`);

interface RawExchange {
  /** The status line's code, once the answer's head has come. */
  status: Promise<number>;
  /** The whole answer as text, once the server has closed or ended it. */
  text: Promise<string>;
  write(bytes: Uint8Array): void;
  close(): void;
}

/** A request on its own connection whose body the test writes when it chooses, or never. */
function openRequest(
  url: string,
  target: { method: string; path: string },
  contentLength: number,
): RawExchange {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  let headReceived: (status: number) => void = () => {};
  const status = new Promise<number>((resolve) => (headReceived = resolve));
  const text = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3}) /.exec(received);
      if (match) headReceived(Number(match[1]));
    });
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
  socket.write(
    `${target.method} ${target.path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${contentLength}\r\nConnection: close\r\n\r\n`,
  );
  return {
    status,
    text,
    write: (bytes) => socket.write(bytes),
    close: () => socket.destroy(),
  };
}

describe.each(testDatabaseKinds())('wide JSON bodies on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it.each(TARGETS)(
    'a wide body over the size limit of $method $path is refused before any of it is sent',
    async (target) => {
      const exchange = openRequest(server.url, target, WIDE_BODY.length);
      try {
        // Not a byte of the body has left the client: the answer cannot have waited for it.
        expect(await exchange.status).toBe(413);
      } finally {
        exchange.close();
      }
    },
  );

  it.each(TARGETS)(
    'a wide body within the size limit of $method $path is refused by its keys, before JSON.parse',
    async (target) => {
      const exchange = openRequest(server.url, target, KEYS_THEN_GARBAGE.length);
      exchange.write(KEYS_THEN_GARBAGE);
      const answer = await exchange.text;
      expect(await exchange.status, answer).toBe(400);
      // A parse would have reported the text after the keys ("Unexpected token"); the scan stopped
      // at the first key over the limit.
      expect(answer).toContain(`${MAX_JSON_KEYS} keys`);
      expect(answer).not.toMatch(/Unexpected token|not valid JSON/);
    },
  );

  it('answers /health while a wide body is still arriving on another connection', async () => {
    // Within the size limit of the paths outside both services, so it is being buffered.
    const held = openRequest(
      server.url,
      { method: 'POST', path: '/no-such-page' },
      KEYS_THEN_GARBAGE.length,
    );
    try {
      held.write(KEYS_THEN_GARBAGE.subarray(0, KEYS_THEN_GARBAGE.length / 2));
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(200);
      // The held request is still unanswered: the cheap one did not wait behind it.
      const stillHeld = await Promise.race([held.status, Promise.resolve('unanswered')]);
      expect(stillHeld).toBe('unanswered');
      held.write(KEYS_THEN_GARBAGE.subarray(KEYS_THEN_GARBAGE.length / 2));
      expect(await held.status).toBe(400);
    } finally {
      held.close();
    }
  });
});
