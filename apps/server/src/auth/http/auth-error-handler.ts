/**
 * The auth service's one error handler: every failure in /auth/v1 answers in the protocol's shape
 * (OAuth-style for the OAuth endpoints), a framework refusal keeps its 4xx, a 5xx never shows its
 * internals.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { replyIfDatabaseUnavailable } from '../../http/database-unavailable.js';
import { AuthError, OAuthError, sendAuthError } from './auth-error.js';
import { authErrors } from './auth-errors.js';

/** Unique-key violations (SQLite, PostgreSQL): two requests raced to claim the same address. */
function isUniqueViolation(error: { code?: unknown }): boolean {
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}

/** SQLite names a clash on a primary key apart: two requests raced to claim the same user id. */
const isPrimaryKeyViolation = (error: { code?: unknown }) =>
  error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';

function toAuthError(error: FastifyError): AuthError {
  if (isUniqueViolation(error)) return authErrors.emailExists();
  if (isPrimaryKeyViolation(error)) return authErrors.userAlreadyExists();
  const status = error.statusCode ?? 500;
  if (status === 413) return authErrors.requestEntityTooLarge();
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return authErrors.unsupportedContentType();
  if (status >= 400 && status < 500) return authErrors.frameworkRefusal(status, error.message);
  return authErrors.unexpectedFailure();
}

export function authErrorHandler(
  error: FastifyError | AuthError | OAuthError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof OAuthError) {
    return reply.code(400).send({ error: error.error, error_description: error.description });
  }
  if (!(error instanceof AuthError)) {
    const unavailable = replyIfDatabaseUnavailable(error, request, reply, (detail) =>
      sendAuthError(request, reply, authErrors.databaseUnavailable(detail)),
    );
    if (unavailable) return unavailable;
  }
  const authError = error instanceof AuthError ? error : toAuthError(error);
  if (authError.status >= 500) request.log.error({ err: error }, 'auth request failed');
  return sendAuthError(request, reply, authError);
}
