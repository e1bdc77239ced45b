/**
 * Group commit for SQLite's one writer. A commit costs more than the small write it carries (the WAL
 * frames, the write lock), and writes wait for each other anyway, so the writes that arrive while
 * one batch commits go into the next, in one transaction, up to `maxBatch`. Each caller's promise
 * settles only after the transaction holding its write has committed, so nothing is acknowledged
 * that could still be lost. When a batch fails, its writes are rolled back together and then run one
 * by one, so each caller gets its own result or error. A write that arrives when nothing is
 * committing waits only for the current turn of the event loop.
 *
 * On PostgreSQL each write runs in its own transaction, as concurrent transactions do not wait for
 * each other there.
 */
import type { Kysely } from 'kysely';
import type { AppDatabase } from './database.js';
import type { Database } from './schema.js';
import { writeTransaction } from './write-transaction.js';

export type BatchableWrite<Input, Output> = (db: Kysely<Database>, input: Input) => Promise<Output>;

interface Pending<Input, Output> {
  input: Input;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

const DEFAULT_MAX_BATCH = 64;

export function groupCommit<Input, Output>(
  database: Pick<AppDatabase, 'kind' | 'db'>,
  write: BatchableWrite<Input, Output>,
  { maxBatch = DEFAULT_MAX_BATCH }: { maxBatch?: number } = {},
): (input: Input) => Promise<Output> {
  const alone = (input: Input) => writeTransaction(database, ({ db }) => write(db, input));
  if (database.kind !== 'sqlite') return alone;

  const queue: Pending<Input, Output>[] = [];
  let committing = false;

  async function commitBatch(batch: Pending<Input, Output>[]): Promise<void> {
    if (batch.length === 1) {
      const [pending] = batch;
      return alone(pending!.input).then(pending!.resolve, pending!.reject);
    }
    let outputs: Output[];
    try {
      outputs = await writeTransaction(database, async ({ db }) => {
        const results: Output[] = [];
        for (const pending of batch) results.push(await write(db, pending.input));
        return results;
      });
    } catch {
      // Rolled back as a whole: find out which write failed, and let the others commit.
      for (const pending of batch) await alone(pending.input).then(pending.resolve, pending.reject);
      return;
    }
    batch.forEach((pending, index) => pending.resolve(outputs[index]!));
  }

  async function commitQueued(): Promise<void> {
    try {
      while (queue.length > 0) await commitBatch(queue.splice(0, maxBatch));
    } finally {
      committing = false;
    }
  }

  return (input) =>
    new Promise<Output>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (committing) return;
      committing = true;
      // After the requests already read from the network in this turn have queued theirs.
      setImmediate(() => void commitQueued());
    });
}
