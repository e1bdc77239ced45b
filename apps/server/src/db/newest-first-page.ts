/** The admin lists' paging: one page of rows, newest first (ties by id), and how many match. */
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.js';

/** Tables listed a page at a time; each has `id` and `created_at`. */
type PagedTable = 'users' | 'audit_log';

export async function newestFirstPage<Table extends PagedTable>(
  matching: SelectQueryBuilder<Database, Table, object>,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ total: number; rows: Selectable<Database[Table]>[] }> {
  // Both tables have the columns: the union keeps Kysely from resolving them on a generic table.
  const query = matching as unknown as SelectQueryBuilder<Database, PagedTable, object>;
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total: Number(total), rows: rows as Selectable<Database[Table]>[] };
}
