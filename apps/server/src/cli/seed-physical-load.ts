/**
 * The physical benchmark's data tool (bench/09-physical.mjs runs it; not for production):
 *
 *   seed-physical-load.js csv [--sessions N] [--sets N] --last-day YYYY-MM-DD
 *       prints five years of training as a Strong CSV export (strong-history.ts), which the bench
 *       imports through the API for each of its users.
 *
 * The bench creates and drops its PostgreSQL database with seed-tracking-load.js.
 */
import { parseArgs } from 'node:util';
import { BENCH_HISTORY, strongHistoryCsv } from './physical-load/strong-history.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    sessions: { type: 'string' },
    sets: { type: 'string' },
    'last-day': { type: 'string' },
  },
});

function count(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`not a count: ${value}`);
  return parsed;
}

try {
  const lastDay = values['last-day'] ?? '';
  if (positionals[0] !== 'csv' || !/^\d{4}-\d{2}-\d{2}$/.test(lastDay)) {
    throw new Error('usage: csv [--sessions N --sets N] --last-day YYYY-MM-DD');
  }
  process.stdout.write(
    strongHistoryCsv({
      sessions: count(values.sessions, BENCH_HISTORY.sessions),
      setsPerSession: count(values.sets, BENCH_HISTORY.setsPerSession),
      lastDay,
    }),
  );
} catch (error) {
  process.stderr.write(`seed-physical-load: ${(error as Error).message}\n`);
  process.exit(1);
}
