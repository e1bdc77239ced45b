/**
 * One request of a hostile-input property test, sent byte for byte, and what every answer of both
 * services must be whatever was sent: a status from 200 to 499, never a 5xx. The service's own
 * checks (its error shape, the tables left unchanged) follow in the test.
 */
import { expect } from 'vitest';
import type { RawBody } from './hostile-arbitraries.js';
import { jsonOf, type RawClient, type RawResponse } from './raw-http.js';

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: RawBody;
}

export interface HostileAnswer {
  response: RawResponse;
  /** The answer's JSON, or undefined. */
  body: unknown;
  /** The request and the answer in one line, for assertion messages. */
  where: string;
}

export async function sendHostile(raw: RawClient, request: HostileRequest): Promise<HostileAnswer> {
  const headers = { ...request.headers };
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  const response = await raw.send({
    method: request.method,
    path: request.path,
    headers,
    ...(request.body ? { body: request.body.bytes } : {}),
  });
  const where = `${request.method} ${request.path.slice(0, 300)} [${request.body?.label ?? 'no body'}] → ${response.status} ${response.text.slice(0, 300)}`;
  expect(response.status, where).toBeGreaterThanOrEqual(200);
  expect(response.status, where).toBeLessThan(500);
  return { response, body: jsonOf(response), where };
}
