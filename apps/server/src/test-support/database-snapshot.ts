/**
 * Every table's rows in a stable order, to prove that a refused request changed nothing. Rate-limit
 * counters are left out: counting a request, refused or not, is exactly the limiter's job.
 */
import type { Kysely } from 'kysely';

const NOT_DATA = new Set(['rate_limit_counters']);

export type DatabaseSnapshot = Record<string, string[]>;

export async function databaseSnapshot(db: Kysely<never>): Promise<DatabaseSnapshot> {
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !NOT_DATA.has(name))
    .sort();
  const snapshot: DatabaseSnapshot = {};
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (const table of tables) {
    const rows = await untyped.selectFrom(table).selectAll().execute();
    // Sorted in JavaScript: SQLite and PostgreSQL collate text differently.
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/** Names of the tables whose rows differ (empty when nothing changed). */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (name) => JSON.stringify(before[name] ?? []) !== JSON.stringify(after[name] ?? []),
  );
}
