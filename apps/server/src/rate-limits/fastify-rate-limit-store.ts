/**
 * A store for @fastify/rate-limit (the product API's limits) that counts with the server's one
 * engine (rate-limit-counters.ts), so the API's counts live in the same table as the auth
 * service's and every instance shares them.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { RateLimitCounters } from './rate-limit-counters.js';

interface StoreResult {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: StoreResult) => void;

/** What the plugin really passes to `child` (its typings say RouteOptions). */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  /** Routes that name the same group share one counter. */
  groupId?: string;
}

export function fastifyRateLimitStore(counters: RateLimitCounters) {
  return class CountersRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      /** Counters of one route are apart from another's. */
      private readonly namespace = 'api',
    ) {}

    incr(subject: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      counters.hit(this.namespace, subject, timeWindow, now).then(
        ({ hits, resetsAt }) => callback(null, { current: hits, ttl: resetsAt - now }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }): CountersRateLimitStore {
      const { routeInfo, groupId } = routeOptions as unknown as ChildOptions;
      if (groupId) return new CountersRateLimitStore(undefined, `api group ${groupId}`);
      const { method, url } = routeInfo ?? {};
      return new CountersRateLimitStore(undefined, `api ${String(method)} ${url ?? ''}`);
    }
  };
}
