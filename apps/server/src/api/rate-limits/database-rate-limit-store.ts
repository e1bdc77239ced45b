/**
 * A store for @fastify/rate-limit that counts in the database (the auth service's
 * `rate_limit_counters` table, one atomic upsert per hit), so every server instance behind a load
 * balancer shares the same counts. Fixed windows: the key carries the window number.
 */
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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

/** Expired counters are swept now and then, so the table stays as small as the live windows. */
const SWEEP_EVERY_HITS = 500;

export function databaseRateLimitStore(db: Kysely<Database>) {
  let hitsSinceSweep = 0;
  const sweep = () =>
    db
      .deleteFrom('rate_limit_counters')
      .where('expires_at', '<', new Date().toISOString())
      .execute()
      .catch(() => undefined);

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      /** Counters of one route are apart from another's. */
      private readonly namespace = 'api',
    ) {}

    incr(subject: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      const window = Math.floor(now / timeWindow);
      const expiresAt = (window + 1) * timeWindow;
      // The subject (an IP or a user id) is hashed: counters need no personal data.
      const hash = createHash('sha256').update(subject).digest('hex').slice(0, 32);
      const key = `${this.namespace}:${hash}:${window}`;
      db.insertInto('rate_limit_counters')
        .values({ key, hits: 1, expires_at: new Date(expiresAt).toISOString() })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ hits: sql<number>`rate_limit_counters.hits + 1` }),
        )
        .returning('hits')
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: Number(row.hits), ttl: expiresAt - now }),
          (error: Error) => callback(error),
        );
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        void sweep();
      }
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }): DatabaseRateLimitStore {
      const { routeInfo, groupId } = routeOptions as unknown as ChildOptions;
      if (groupId) return new DatabaseRateLimitStore(undefined, `api group ${groupId}`);
      const { method, url } = routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `api ${String(method)} ${url ?? ''}`);
    }
  };
}
