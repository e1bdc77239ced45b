/**
 * The product API's one error handler: every failure becomes `{"detail": ...}` with a fitting status,
 * a client's mistake is never a 500, and a 5xx never shows its internals.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { replyIfDatabaseUnavailable } from '../../http/database-unavailable.js';
import { ApiError } from './api-error.js';
import { fieldErrors } from './validation-detail.js';

/** Fastify's own client errors, worded for people rather than by error code. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported Content-Type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length does not match the body'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is larger than the limit'],
  FST_FILES_LIMIT: [413, 'Send one file only'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the form'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send the file as multipart/form-data'],
};

export function apiErrorHandler(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof ApiError) {
    // RFC 6750: a 401 names the scheme the client should use.
    if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer');
    return reply
      .code(error.statusCode)
      .send(error.code ? { detail: error.detail, code: error.code } : { detail: error.detail });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const validation = error.validation as FastifySchemaValidationError[];
    return reply.code(422).send({ detail: fieldErrors(validation, error.validationContext) });
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return reply.code(known[0]).send({ detail: known[1] });
  // The JSON parser reports a syntax error (or a forbidden `__proto__` key) as a plain SyntaxError.
  if (error instanceof SyntaxError) {
    return reply.code(400).send({ detail: 'The request body is not valid JSON' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ detail: error.message });
  }
  const unavailable = replyIfDatabaseUnavailable(error, request, reply, (detail) =>
    reply.send({ detail }),
  );
  if (unavailable) return unavailable;
  request.log.error({ err: error }, 'api request failed');
  return reply.code(500).send({ detail: 'Internal server error' });
}
