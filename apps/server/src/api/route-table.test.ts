/**
 * The route table (routes.ts) is the product API: the /api/v1 scope mounts every route of it, each
 * with the authentication its entry names, and refuses to mount a route that is not in it, so no
 * route can answer without the table showing its authentication and rate limits.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/test-database.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { apiV1Routes } from './api-plugin.js';
import { databaseFileStore } from '../storage/database-file-store.js';
import { avatarStorage } from './avatar/avatar-storage.js';
import type { ApiRoute, ApiServices } from './http/api-route.js';
import { mountRouteTable } from './http/route-table.js';
import { API_ROUTES } from './routes.js';

const NOT_IN_TABLE = /is not in the product API's route table/;

describe.each(testDatabaseKinds())('the /api/v1 route table on %s', (kind) => {
  let server: TestServer;
  const opened: FastifyInstance[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    for (const app of opened) await app.close();
    await server.close();
  });

  /** A bare app with the real server's services, in which the /api/v1 scope can be set up again. */
  function bareApp(): FastifyInstance {
    const app = Fastify({ logger: false });
    opened.push(app);
    const { config, database, mail, authenticator } = server.app;
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('mail', mail);
    app.decorate('authenticator', authenticator);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    return app;
  }

  const avatars = () => avatarStorage(databaseFileStore(server.app.database.db));

  // What each entry's authentication does on the real routes: second-factor.test.ts and the
  // forged tokens of hostile-input.property.test.ts, both walking this same table.
  it('mounts every route of the table', () => {
    for (const route of API_ROUTES) {
      const url = `/api/v1${route.url}`;
      expect(server.app.hasRoute({ method: route.method, url }), `${route.method} ${url}`).toBe(
        true,
      );
    }
  });

  it('gives every signed-in write a per-user rate limit: the shared write budget or its own', () => {
    const writes = API_ROUTES.filter((route) => route.auth === 'user' && route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      expect(
        route.rateLimits.map((rule) => rule.per),
        `${route.method} ${route.url}`,
      ).toEqual(['user']);
    }
  });

  it('sets the /api/v1 scope up from the table alone', async () => {
    const app = bareApp();
    await app.register(apiV1Routes, { prefix: '/api/v1', avatars: avatars() });
    await app.ready();
    for (const route of API_ROUTES) {
      expect(app.hasRoute({ method: route.method, url: `/api/v1${route.url}` })).toBe(true);
    }
  });

  /** The real /api/v1 scope, then `extra` in it: as if someone mounted a route beside the table. */
  async function setUpWith(extra: (scope: FastifyInstance) => void): Promise<void> {
    const app = bareApp();
    await app.register(
      async (scope) => {
        await apiV1Routes(scope, { avatars: avatars() });
        extra(scope);
      },
      { prefix: '/api/v1' },
    );
    await app.ready();
  }

  it.each([
    ['an unlisted path', 'GET', '/unlisted'],
    ['a listed path with an unlisted method', 'POST', '/settings'],
  ] as const)('refuses to mount a route at %s', async (_label, method, url) => {
    const setUp = setUpWith((scope) =>
      scope.route({ method, url, handler: () => ({ secret: 'anyone may read this' }) }),
    );
    await expect(setUp).rejects.toThrow(NOT_IN_TABLE);
  });

  const listed = API_ROUTES.find((route) => route.method === 'GET' && route.url === '/settings')!;

  it.each<[string, ApiRoute]>([
    // Same method and path, but public: the one the table lists is the one that gets mounted.
    ['a changed copy of a listed entry', { ...listed, auth: 'public' }],
    ['a listed entry under another path', { ...listed, url: '/settings-elsewhere' }],
  ])('refuses to mount %s', async (_label, entry) => {
    const setUp = setUpWith((scope) =>
      mountRouteTable(scope, {
        table: [entry],
        services: { config: server.config } as ApiServices,
        authenticator: server.app.authenticator,
      }),
    );
    await expect(setUp).rejects.toThrow(NOT_IN_TABLE);
  });
});
