/**
 * An exercise's bests before its latest session (`exercise_bests.prior_records`, migration 0020)
 * move to a table of their own, `exercise_prior_records`.
 *
 * They run to kilobytes (each best with the set that first reached it, the most reps at every load
 * lifted in years: 5–8 KB for a lift of five years), while the rest of the row is a few hundred
 * bytes; and every set logged rewrites `exercise_bests.marks` (set-logging.ts). SQLite rewrites a
 * whole record on an update, so each set copied the bests' overflow pages, freed the old ones and
 * wrote all of them to the WAL at commit, and the set's read of `marks` (stored after them) walked
 * the overflow chain. The bests change only when a new session of the exercise begins or its sets
 * are refreshed, so they now sit apart from what every set writes. Derived data, copied as it is;
 * a row is absent where the column was null (not kept yet).
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exercise_prior_records')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('exercise_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('records', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('exercise_prior_records_pk', ['user_id', 'exercise_id'])
    .execute();
  await sql`insert into exercise_prior_records (user_id, exercise_id, records)
    select user_id, exercise_id, prior_records from exercise_bests
    where prior_records is not null`.execute(db);
  await db.schema.alterTable('exercise_bests').dropColumn('prior_records').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exercise_bests').addColumn('prior_records', 'text').execute();
  await sql`update exercise_bests set prior_records = (
    select records from exercise_prior_records p
    where p.user_id = exercise_bests.user_id and p.exercise_id = exercise_bests.exercise_id)`.execute(
    db,
  );
  await db.schema.dropTable('exercise_prior_records').execute();
}
