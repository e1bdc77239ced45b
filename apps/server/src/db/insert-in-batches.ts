/**
 * Many rows of one table inserted with few statements, for restoring or seeding whole histories
 * (run it inside a transaction). SQLite: multi-row INSERTs of at most PARAMETERS_PER_STATEMENT
 * bound values (its limit is 32 766). PostgreSQL: a batch of rows is one JSON parameter expanded by
 * `jsonb_populate_recordset` into the table's own row type, so the server parses one short
 * statement per batch rather than one with tens of thousands of placeholders (several times faster
 * for a history of millions of rows).
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DatabaseKind } from './database.js';
import type { Database } from './schema.js';

const PARAMETERS_PER_STATEMENT = 30_000;
const ROWS_PER_JSON_BATCH = 20_000;

export async function insertInBatches<T extends keyof Database>(
  { db, kind }: { db: Kysely<Database>; kind: DatabaseKind },
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  if (kind === 'postgres') {
    const names = sql.join(columns.map((column) => sql.ref(column)));
    for (let start = 0; start < rows.length; start += ROWS_PER_JSON_BATCH) {
      const batch = JSON.stringify(rows.slice(start, start + ROWS_PER_JSON_BATCH));
      await sql`insert into ${sql.table(table)} (${names})
        select ${names} from jsonb_populate_recordset(null::${sql.table(table)}, ${batch}::jsonb)`.execute(
        db,
      );
    }
    return;
  }
  const size = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / columns.length));
  for (let start = 0; start < rows.length; start += size) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size))
      .execute();
  }
}
