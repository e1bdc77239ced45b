/**
 * Face scans (self-optimisation.md, "Scans: face scan"; issue 19): one row per saved scan with its
 * measurements and pose as JSON validated by the contracts on write, and the mesh's 478 points only
 * when the user chose to keep them (`landmarks` null otherwise). No column can hold the photo: it
 * never leaves the device. `local_date` is the user's day of the scan (the overview's monthly
 * count). Rows go with the user (cascade).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('face_scans')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('completed_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('local_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('measurements', 'text', (column) => column.notNull())
    .addColumn('pose', 'text', (column) => column.notNull())
    .addColumn('landmarks', 'text')
    .execute();
  // The history, newest first, and the hub's latest.
  await db.schema
    .createIndex('face_scans_user_completed')
    .on('face_scans')
    .columns(['user_id', 'completed_at', 'id'])
    .execute();
  // The overview's count of scans in a month of the user's days.
  await db.schema
    .createIndex('face_scans_user_date')
    .on('face_scans')
    .columns(['user_id', 'local_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('face_scans').execute();
}
