/**
 * The tracking benchmark's database tool (bench/06-tracking-load.mjs runs it; not for production):
 *
 *   seed-tracking-load.js seed [--users N] [--days N] [--habits N] [--diary N]
 *       writes the load into the configured database (DATA_DIR or DATABASE_URL) and prints one
 *       JSON line: users, the users' today, rows per table, seconds taken
 *   seed-tracking-load.js create-database
 *       creates an empty database on the PostgreSQL server of DATABASE_URL, prints its URL
 *   seed-tracking-load.js drop-database <url>
 *       drops that database again (connecting through DATABASE_URL)
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { BENCH_LOAD, seedTrackingLoad } from './tracking-load/seed-tracking-load.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    users: { type: 'string' },
    days: { type: 'string' },
    habits: { type: 'string' },
    diary: { type: 'string' },
  },
});

function count(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`not a count: ${value}`);
  return parsed;
}

/** Runs `statement` on the PostgreSQL server of DATABASE_URL. */
async function onServer(statement: string): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name a PostgreSQL server');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const [command, argument] = positionals;
  if (command === 'seed') {
    const config = loadConfig();
    const database = await openDatabase(config.database);
    try {
      const result = await seedTrackingLoad(database, {
        users: count(values.users, BENCH_LOAD.users),
        days: count(values.days, BENCH_LOAD.days),
        habitsPerUser: count(values.habits, BENCH_LOAD.habitsPerUser),
        diaryEntriesPerUser: count(values.diary, BENCH_LOAD.diaryEntriesPerUser),
      });
      process.stdout.write(`${JSON.stringify(result)}\n`);
    } finally {
      await database.close();
    }
  } else if (command === 'create-database') {
    const name = `ascend_bench_${randomBytes(6).toString('hex')}`;
    await onServer(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    process.stdout.write(`${url.toString()}\n`);
  } else if (command === 'drop-database' && argument) {
    const name = new URL(argument).pathname.slice(1);
    // Only what create-database made: the name goes into SQL text.
    if (!/^ascend_bench_[0-9a-f]{12}$/.test(name)) throw new Error(`not a bench database: ${name}`);
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    throw new Error(
      'usage: seed [--users N --days N --habits N --diary N] | create-database | drop-database <url>',
    );
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`seed-tracking-load: ${(error as Error).message}\n`);
  process.exit(1);
}
