import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ApiErrorTexts } from './api-client';

/** A real HTTP server answering each error case of the spec's catalogue (§8). */
let server: Server;
let baseUrl: string;
const seen: { path: string; authorization?: string; contentType?: string; body: string }[] = [];

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const path = request.url ?? '';
      seen.push({
        path,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      switch (path) {
        case '/api/v1/ok':
          return json(200, { hello: 'world', echo: body });
        case '/api/v1/empty':
          response.writeHead(204);
          return response.end();
        case '/api/v1/detail':
          return json(400, { detail: 'Bad things' });
        case '/api/v1/detail-list':
          return json(422, {
            detail: [
              { loc: ['body', 'timezone'], msg: 'Must be a valid IANA time zone' },
              { loc: ['body', 'website'], msg: 'second' },
            ],
          });
        case '/api/v1/second-factor':
          return json(403, {
            detail: 'Two-factor authentication required',
            code: 'insufficient_aal',
          });
        case '/api/v1/no-detail':
          return json(500, { message: 'no detail key' });
        case '/api/v1/unreadable':
          response.writeHead(502, { 'Content-Type': 'text/html' });
          return response.end('<html>Bad gateway</html>');
        default:
          return json(404, { detail: 'Not found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const spanish: ApiErrorTexts = {
  notAuthenticated: 'Usuario no autenticado',
  unknown: 'Error desconocido',
  network: 'Sin conexión',
  status: (status) => `Error: ${status}`,
  secondFactorRequired: 'Introduce el código',
};

function client(token: string | null = 'token-123') {
  return createApiClient({ baseUrl, getAccessToken: () => token, texts: spanish });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('API client', () => {
  it('sends the bearer token and JSON, and parses the JSON answer', async () => {
    const answer = await client().request<{ hello: string; echo: string }>('/ok', {
      method: 'PUT',
      body: { theme: 'dark' },
    });
    expect(answer.hello).toBe('world');
    expect(JSON.parse(answer.echo)).toEqual({ theme: 'dark' });
    const last = seen.at(-1)!;
    expect(last.authorization).toBe('Bearer token-123');
    expect(last.contentType).toBe('application/json');
  });

  it('accepts an empty answer', async () => {
    await expect(client().request('/empty', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('fails with "not authenticated" before sending anything when there is no session', async () => {
    const before = seen.length;
    const error = await failure(client(null).request('/ok'));
    expect(error.kind).toBe('unauthenticated');
    expect(error.message).toBe('Usuario no autenticado');
    expect(seen.length).toBe(before);
  });

  it("shows the server's detail text", async () => {
    const error = await failure(client().request('/detail'));
    expect(error).toMatchObject({ status: 400, detail: 'Bad things', message: 'Bad things' });
  });

  it('asks for the second factor on insufficient_aal, and fails the call with the code', async () => {
    const asked: string[] = [];
    const stepUp = createApiClient({
      baseUrl,
      getAccessToken: () => 'aal1-token',
      texts: spanish,
      onSecondFactorRequired: (refused) => asked.push(refused),
    });
    const error = await failure(stepUp.request('/second-factor'));
    expect(error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      detail: 'Two-factor authentication required',
      message: 'Introduce el código',
    });
    expect(asked).toEqual(['aal1-token']);
    // Any other error leaves the session alone.
    await failure(stepUp.request('/detail'));
    expect(asked).toEqual(['aal1-token']);
  });

  it('shows the first message of a list of field errors', async () => {
    const error = await failure(client().request('/detail-list'));
    expect(error).toMatchObject({ status: 422, message: 'Must be a valid IANA time zone' });
  });

  it('says "Error: {status}" when the JSON body has no detail', async () => {
    const error = await failure(client().request('/no-detail'));
    expect(error).toMatchObject({ status: 500, kind: 'status', message: 'Error: 500' });
  });

  it('says "Unknown error" when the body cannot be read', async () => {
    const error = await failure(client().request('/unreadable'));
    expect(error).toMatchObject({ status: 502, kind: 'unreadable', message: 'Error desconocido' });
  });

  it('reports a network failure without an HTTP status', async () => {
    const offline = createApiClient({
      baseUrl: 'http://127.0.0.1:1/api/v1',
      getAccessToken: () => 't',
      texts: spanish,
    });
    const error = await failure(offline.request('/ok'));
    expect(error).toMatchObject({ status: 0, kind: 'network', message: 'Sin conexión' });
  });
});
