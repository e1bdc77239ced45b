/**
 * The root's error handler, for what no service claims (health, the web app, dev mail routes):
 * `{"detail": ...}`, and a 5xx never shows its internals. The auth service and the product API
 * set their own handlers for their scopes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { replyIfDatabaseUnavailable } from './database-unavailable.js';

export function rootErrorHandler(
  error: { statusCode?: number; message: string },
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const unavailable = replyIfDatabaseUnavailable(error, request, reply, (detail) =>
    reply.send({ detail }),
  );
  if (unavailable) return unavailable;
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ detail: 'Internal server error' });
  }
  return reply.code(status).send({ detail: error.message });
}
