/**
 * "Database unavailable → 503", the one answer the root, the product API and the auth service give
 * an outage: 503 with Retry-After so clients wait and retry (auth-js keeps its session on a 503),
 * logged as a warning since there is no bug to fix. Each service only words the body in its shape.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_DETAIL,
  isDatabaseUnavailableError,
} from '../db/database-errors.js';

/** Answers the outage through `send`, or returns undefined when `error` is something else. */
export function replyIfDatabaseUnavailable(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  send: (detail: string) => FastifyReply,
): FastifyReply | undefined {
  if (!isDatabaseUnavailableError(error)) return undefined;
  request.log.warn({ err: error }, 'database unavailable');
  reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return send(DATABASE_UNAVAILABLE_DETAIL);
}
