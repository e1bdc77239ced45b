/**
 * The protocol's errors (supabase/auth `apierrors`): a status, a machine-readable code and a message
 * that clients and integrations match on, rendered in the new or the legacy shape by the caller's
 * `X-Supabase-Api-Version` header. Each error is made by the catalogue, `auth-errors.ts`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthErrorCode } from './auth-errors.js';

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    /** Extra top-level fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** OAuth-style errors: always 400 `{error, error_description}`. */
export class OAuthError extends Error {
  override name = 'OAuthError';
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

function usesNewErrorShape(request: FastifyRequest): boolean {
  const version = request.headers[API_VERSION_HEADER];
  return (
    typeof version === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(version) &&
    version >= API_VERSION_2024
  );
}

export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: AuthError) {
  reply.code(error.status);
  if (usesNewErrorShape(request)) {
    reply.header(API_VERSION_HEADER, API_VERSION_2024);
    return reply.send({ code: error.code, message: error.message, ...error.extra });
  }
  reply.header('x-sb-error-code', error.code);
  return reply.send({
    code: error.status,
    error_code: error.code,
    msg: error.message,
    ...(error.status >= 500 ? { error_id: request.id } : {}),
    ...error.extra,
  });
}
