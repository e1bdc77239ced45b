/**
 * Progress for records written before activity events existed. Migration 0012 queued their owners
 * (`progress_recompute_queue`); after the server starts, each queued user's progress is rebuilt from
 * their records (`recomputeProgress`) in a write transaction of its own, which also takes them off
 * the queue. One user at a time keeps a large back-log from holding the database for long, and
 * several instances may drain the queue at once: the user's queue row is deleted first in that
 * transaction, so an instance that finds it gone leaves the user to the one that took it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { recomputeProgress } from './recompute-progress.js';

const USERS_PER_READ = 100;

type BackfillDatabase = Pick<AppDatabase, 'kind' | 'db'>;

export interface BackfillOutcome {
  rebuilt: number;
  /** Users whose rebuild failed this run: they stay queued for the next start. */
  failed: number;
}

/**
 * Rebuilds every queued user's progress, in user id order, until the queue is empty or `stopped()`
 * says so (the server is closing). A failure is reported and skipped, never retried in a loop.
 */
export async function drainProgressRecomputeQueue(
  database: BackfillDatabase,
  {
    stopped = () => false,
    onFailure = () => undefined,
  }: {
    stopped?: () => boolean;
    onFailure?: (userId: string, error: unknown) => void;
  } = {},
): Promise<BackfillOutcome> {
  const outcome: BackfillOutcome = { rebuilt: 0, failed: 0 };
  let after = '';
  for (;;) {
    const queued = await database.db
      .selectFrom('progress_recompute_queue')
      .select('user_id')
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(USERS_PER_READ)
      .execute();
    if (queued.length === 0) return outcome;
    for (const { user_id: userId } of queued) {
      if (stopped()) return outcome;
      after = userId;
      try {
        const rebuilt = await writeTransaction(database, async ({ db }) => {
          const taken = await db
            .deleteFrom('progress_recompute_queue')
            .where('user_id', '=', userId)
            .executeTakeFirst();
          if (taken.numDeletedRows === 0n) return false;
          await recomputeProgress(db, userId);
          return true;
        });
        if (rebuilt) outcome.rebuilt += 1;
      } catch (error) {
        outcome.failed += 1;
        onFailure(userId, error);
      }
    }
  }
}

/**
 * Starts the drain in the background; the returned `stop` makes it finish the user it is on and
 * resolves when it has (call it before the database closes).
 */
export function startProgressBackfill(
  database: BackfillDatabase,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  let stopping = false;
  const running = drainProgressRecomputeQueue(database, {
    stopped: () => stopping,
    onFailure: (userId, error) =>
      log.error({ err: error, userId }, 'progress back-fill failed for a user; kept queued'),
  }).then(
    ({ rebuilt, failed }) => {
      if (rebuilt > 0 || failed > 0) {
        log.info({ rebuilt, failed }, 'progress back-fill: records written before events');
      }
    },
    (error: unknown) => log.error({ err: error }, 'progress back-fill stopped'),
  );
  return {
    stop: async () => {
      stopping = true;
      await running;
    },
  };
}
