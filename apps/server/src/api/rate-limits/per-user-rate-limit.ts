/**
 * Route options for @fastify/rate-limit counting per signed-in user rather than per IP: run after
 * authentication (preHandler), keyed by the token's user.
 */
import type { FastifyRequest } from 'fastify';

export function perUserRateLimit(max: number, windowMinutes: number) {
  return {
    max,
    timeWindow: windowMinutes * 60 * 1000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.apiUser?.id ?? request.ip,
  };
}
