/** `npm run migrate`: applies pending migrations to the configured database and exits. */
import fs from 'node:fs';
import { loadConfig } from '../config.js';
import { describeDatabase, openDatabase } from '../db/database.js';
import { ensureDataDir } from '../data-dir.js';
import { migrateToLatest } from '../db/migrate.js';
import { describeStartupError } from '../startup-errors.js';

if (fs.existsSync('.env')) process.loadEnvFile('.env');

try {
  const config = loadConfig();
  if (config.database.kind === 'sqlite') ensureDataDir(config.dataDir);
  const database = await openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db as never);
    process.stdout.write(
      applied.length === 0
        ? `${describeDatabase(config.database)} is up to date\n`
        : `applied to ${describeDatabase(config.database)}: ${applied.join(', ')}\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`ascend: ${describeStartupError(error)}\n`);
  process.exit(1);
}
