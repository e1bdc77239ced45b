/**
 * SQLite checkpoints off the event loop.
 *
 * In WAL mode every commit appends the pages it changed to the `-wal` file; a checkpoint copies them
 * back into the database file and fsyncs it. By default the connection that commits runs one every
 * 1000 pages — inside whichever request happened to commit, on the event loop, stalling every other
 * request for the copy and the fsync (on a write-heavy load, more than half the cost of a commit).
 *
 * Here the request connection only checkpoints past a high safety limit, and a worker thread with
 * its own connection runs a PASSIVE checkpoint (it never waits for, nor blocks, the writer) once the
 * WAL has grown past a threshold, checked a few times a second. Durability is unchanged: a commit is
 * in the WAL before it is acknowledged, whoever checkpoints it later. The worker starts on the first
 * checkpoint, so a quiet database (a test's) never starts one.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** Pages after which the request connection checkpoints itself: only if the worker falls behind. */
export const SAFETY_CHECKPOINT_PAGES = 25_000;
/**
 * After a checkpoint lets the WAL restart, the file is cut back to this size, so the file growing
 * past it means this much was written since: time for the worker to checkpoint.
 *
 * 64 MiB rather than SQLite's customary 4 MiB, for two measured reasons (bench/09's set logging,
 * statement timing on a copy of its database): a checkpoint fsyncs the WAL, and the request
 * connection's commits appending to that file meanwhile wait for it (a commit cost about 48 µs a
 * set with checkpoints every 4 MiB, 33 µs every 64 MiB, 31 µs with none); and a page written
 * many times between two checkpoints (the last leaf of an index, a meal's totals) is copied into
 * the database once per checkpoint, so fewer checkpoints copy fewer pages. The cost: up to 64 MiB
 * of WAL on disk, and as much to replay after a crash (well under a second).
 */
export const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;
const CHECK_EVERY_MS = 200;

/**
 * The worker's code, CommonJS evaluated in the thread: a separate file would not exist next to the
 * TypeScript sources the tests run. It only ever runs `PRAGMA wal_checkpoint(PASSIVE)`.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
parentPort.on('message', () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ ok: true });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String(error && error.message) });
  }
});
`;

export interface BackgroundCheckpoints {
  stop(): Promise<void>;
}

/** Configures `connection` for background checkpoints of `file` and starts watching its WAL. */
export function startBackgroundCheckpoints(
  connection: SQLite.Database,
  file: string,
): BackgroundCheckpoints {
  connection.pragma(`wal_autocheckpoint = ${SAFETY_CHECKPOINT_PAGES}`);
  connection.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  const walFile = `${file}-wal`;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  let worker: Worker | undefined;
  let running = false;
  let stopped = false;

  const checkpointWorker = () => {
    if (worker) return worker;
    worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } });
    worker.unref();
    worker.on('message', () => {
      running = false;
    });
    // A worker that cannot run leaves the safety limit in charge; the database stays correct.
    worker.on('error', () => {
      worker = undefined;
      running = false;
    });
    return worker;
  };

  const timer = setInterval(() => {
    if (running || stopped) return;
    let size: number;
    try {
      size = fs.statSync(walFile).size;
    } catch {
      return;
    }
    if (size <= WAL_SIZE_LIMIT_BYTES) return;
    running = true;
    checkpointWorker().postMessage('checkpoint');
  }, CHECK_EVERY_MS);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (worker) await worker.terminate();
      worker = undefined;
    },
  };
}
