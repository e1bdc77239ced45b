import type { FastifyInstance } from 'fastify';

/**
 * `GET /health`: 200 when the database answers, 503 (still JSON) when it does not.
 * `GET /health/ready`: the same, and 503 `draining` once the instance is shutting down, so a
 * balancer sends its requests elsewhere (health/readiness.ts).
 */
export function healthRoutes(app: FastifyInstance): void {
  app.get('/health', { logLevel: 'warn' }, async (_request, reply) => {
    const started = performance.now();
    try {
      await app.database.ping();
      return {
        status: 'ok',
        database: {
          kind: app.database.kind,
          reachable: true,
          latencyMs: Math.round(performance.now() - started),
        },
      };
    } catch {
      return reply.code(503).send({
        status: 'unavailable',
        database: { kind: app.database.kind, reachable: false },
      });
    }
  });

  app.get('/health/ready', { logLevel: 'warn' }, async (_request, reply) => {
    if (app.readiness.draining) return reply.code(503).send({ status: 'draining' });
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
