/**
 * Every signed-in write to the product API (PUT, POST, PATCH, DELETE behind `authenticate`) counts
 * against one per-user budget (API_WRITES_PER_MINUTE), shared by all those routes: each write is a
 * database transaction, and a stolen or scripted token must not turn them into a flood. Routes with
 * a stricter limit of their own (avatar upload, account deletion) keep theirs instead.
 *
 * Installed as an onRoute hook before @fastify/rate-limit, which then reads the config it set.
 */
import type { FastifyRequest, RouteOptions } from 'fastify';
import { perUserRateLimit } from './per-user-rate-limit.js';

const WRITE_METHODS = new Set(['PUT', 'POST', 'PATCH', 'DELETE']);

/** The counters of every write route are one: see CountersRateLimitStore.child (rate-limits/fastify-rate-limit-store.ts). */
export const WRITE_RATE_LIMIT_GROUP = 'authenticated-writes';

type Authenticate = (request: FastifyRequest) => Promise<void>;

const methodsOf = (route: RouteOptions) =>
  [route.method].flat().map((method) => method.toUpperCase());
const preHandlersOf = (route: RouteOptions) => [route.preHandler ?? []].flat();

export function isAuthenticatedWrite(route: RouteOptions, authenticate: Authenticate): boolean {
  return (
    methodsOf(route).some((method) => WRITE_METHODS.has(method)) &&
    preHandlersOf(route).includes(authenticate)
  );
}

export function writeRateLimitHook(authenticate: Authenticate, writesPerMinute: number | 'off') {
  return (route: RouteOptions): void => {
    if (writesPerMinute === 'off' || !isAuthenticatedWrite(route, authenticate)) return;
    const config = (route.config ?? {}) as { rateLimit?: unknown };
    if (config.rateLimit) return;
    route.config = {
      ...config,
      rateLimit: { ...perUserRateLimit(writesPerMinute, 1), groupId: WRITE_RATE_LIMIT_GROUP },
    };
  };
}
