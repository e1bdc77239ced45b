/**
 * Cognitive test results (self-optimisation.md, "Scans: cognitive tests"; issue 17): one row per
 * finished test with its raw trials and the summary the server scored from them, both as JSON
 * validated by the contracts on write. `local_date` is the user's day the test was completed on
 * (their time zone and day start then), which the overview's monthly count reads. Rows go with the
 * user (cascade).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cognitive_results')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(24)', (column) => column.notNull())
    .addColumn('device', 'varchar(16)', (column) => column.notNull())
    .addColumn('completed_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('local_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('trials', 'text', (column) => column.notNull())
    .addColumn('summary', 'text', (column) => column.notNull())
    .execute();
  // The history of one test and the hub's latest of each: newest first within a kind.
  await db.schema
    .createIndex('cognitive_results_user_kind_completed')
    .on('cognitive_results')
    .columns(['user_id', 'kind', 'completed_at', 'id'])
    .execute();
  // The list of every kind, newest first.
  await db.schema
    .createIndex('cognitive_results_user_completed')
    .on('cognitive_results')
    .columns(['user_id', 'completed_at', 'id'])
    .execute();
  // The overview's count of tests taken in a month of the user's days.
  await db.schema
    .createIndex('cognitive_results_user_date')
    .on('cognitive_results')
    .columns(['user_id', 'local_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cognitive_results').execute();
}
