/**
 * The league benchmark's database tool (bench/08-league.mjs runs it; not for production):
 *
 *   seed-league-load.js seed [--users N] [--member-every N]
 *       writes the load into the configured database (DATA_DIR or DATABASE_URL) and prints one
 *       JSON line: users, members, the week, rows per table, a middle page's cursor, seconds
 *
 * (Creating and dropping a PostgreSQL database for it is seed-tracking-load.js's.)
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { LEAGUE_BENCH_LOAD, seedLeagueLoad } from './league-load/seed-league-load.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { users: { type: 'string' }, 'member-every': { type: 'string' } },
});

function count(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`not a count: ${value}`);
  return parsed;
}

try {
  if (positionals[0] !== 'seed') throw new Error('usage: seed [--users N] [--member-every N]');
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const result = await seedLeagueLoad(database, {
      users: count(values.users, LEAGUE_BENCH_LOAD.users),
      memberEvery: count(values['member-every'], LEAGUE_BENCH_LOAD.memberEvery),
    });
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`seed-league-load: ${(error as Error).message}\n`);
  process.exit(1);
}
