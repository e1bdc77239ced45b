/**
 * How many rows of a table a user keeps: what the limits on an account's own things count (its
 * exercises, routines, own foods, face scans) and what the scans hub shows.
 */
import type { Db } from './database.js';
import type { Database } from './schema.js';

/** The tables whose rows name their owner in `user_id`. */
type OwnedTable = {
  [Table in keyof Database]: Database[Table] extends { user_id: string } ? Table : never;
}[keyof Database];

export async function countOwnRows(db: Db, table: OwnedTable, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
