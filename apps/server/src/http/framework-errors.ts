/**
 * Fastify refuses some URLs before any route or scope sees them (a path with broken
 * percent-encoding, a path parameter over the length limit) and would answer in its own shape.
 * These answers get the shape of the surface the URL names instead: each service that has its own
 * error shape maps the refusal to it (as it maps the authenticator's refusals), and every other URL
 * is answered `{"detail": ...}`.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** What Fastify refused, in words a client can act on; `status` is always a 4xx. */
interface FrameworkRefusal {
  status: number;
  message: string;
}

/** A service's answer to a refusal of a URL under its prefix, in the service's own error shape. */
export interface FrameworkRefusalSurface {
  prefix: string;
  answer(refusal: FrameworkRefusal, request: FastifyRequest, reply: FastifyReply): void;
}

const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not validly percent-encoded',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
};

/** Fastify's `frameworkErrors` option, answering under each surface's prefix in its shape. */
export function frameworkErrorAnswer(surfaces: readonly FrameworkRefusalSurface[]) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const refusal: FrameworkRefusal = {
      status: error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400,
      message: MESSAGES[error.code] ?? 'Bad request',
    };
    const path = request.url.split('?')[0]!;
    const surface = surfaces.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
    if (surface) {
      surface.answer(refusal, request, reply);
      return;
    }
    void reply.code(refusal.status).send({ detail: refusal.message });
  };
}
