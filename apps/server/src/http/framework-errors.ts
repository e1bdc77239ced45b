/**
 * Fastify refuses some URLs before any route or scope sees them (a path with broken
 * percent-encoding, a path parameter over the length limit) and would answer in its own shape.
 * These answers get the shape of the surface the URL names instead: the protocol's error under
 * /auth/v1, `{"detail": ...}` everywhere else.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_PREFIX } from '../auth/auth-plugin.js';
import { sendAuthError } from '../auth/http/auth-error.js';
import { authErrors } from '../auth/http/auth-errors.js';

const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not validly percent-encoded',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
};

export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  const message = MESSAGES[error.code] ?? 'Bad request';
  const path = request.url.split('?')[0]!;
  if (path === AUTH_PREFIX || path.startsWith(`${AUTH_PREFIX}/`)) {
    void sendAuthError(request, reply, authErrors.frameworkRefusal(status, message));
    return;
  }
  void reply.code(status).send({ detail: message });
}
