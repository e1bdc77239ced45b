import { inspect } from 'node:util';
import { Migrator, NO_MIGRATIONS, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index.js';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

function migrator(db: Kysely<unknown>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const reason = error instanceof Error ? error.message : inspect(error);
    throw new MigrationError(
      failed
        ? `migration ${failed.migrationName} failed: ${reason}`
        : `migrations failed: ${reason}`,
    );
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** Applies every pending migration; returns the names applied. Safe to run from several instances at once. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  return unwrap(await migrator(db).migrateToLatest());
}

/** Migrates up or down to the named migration (tests of a migration's data step). */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<string[]> {
  return unwrap(await migrator(db).migrateTo(name));
}

/** Reverts every migration (tests prove each `down` works on both databases). */
export async function migrateDownToNothing(db: Kysely<unknown>): Promise<string[]> {
  return unwrap(await migrator(db).migrateTo(NO_MIGRATIONS));
}
