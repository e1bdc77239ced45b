/**
 * The nutrition benchmark's database tool (bench/10-nutrition.mjs runs it; not for production):
 *
 *   seed-nutrition-load.js seed --emails a@x,b@x --today YYYY-MM-DD
 *       writes three years of food diary for each of those users and a cached product into the
 *       configured database (DATA_DIR or DATABASE_URL); prints one JSON line
 *
 * Databases on a PostgreSQL server are created and dropped with seed-tracking-load.js.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { seedNutritionLoad } from './nutrition-load/seed-nutrition-load.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { emails: { type: 'string' }, today: { type: 'string' } },
});

async function main(): Promise<void> {
  if (positionals[0] !== 'seed' || !values.emails || !values.today) {
    throw new Error('usage: seed --emails a@x,b@x --today YYYY-MM-DD');
  }
  const database = await openDatabase(loadConfig().database);
  try {
    const result = await seedNutritionLoad(database, {
      emails: values.emails.split(','),
      today: values.today,
    });
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`seed-nutrition-load: ${(error as Error).message}\n`);
  process.exit(1);
}
