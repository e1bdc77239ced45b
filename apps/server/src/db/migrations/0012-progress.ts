/**
 * Progress (self-optimisation.md, Progress you can see): one activity event per counted record,
 * the weekly points they add up to, and the achievements a user has unlocked.
 *
 * - `activity_events`: one row per record that earns points (a check-in, a habit day done, a diary
 *   entry, later scans, tests and personal records) and per unlocked achievement. `source_id` is the
 *   record's key, unique with the owner and kind, so writing an event twice is an upsert and an edit
 *   never counts twice. `local_date` is the user's day of the record; `week_start` the UTC Monday of
 *   the moment the event was recorded (the league's week, Monday to Sunday in UTC).
 * - `weekly_points`: the sum of a user's events per UTC week, kept in the same transaction as every
 *   event write (api/progress/activity-events.ts), so the league ranks a week by an index range
 *   (week_start, points desc) instead of summing every user's events per request.
 * - `user_achievements`: an unlocked achievement's key and date, and when its toast was shown.
 *
 * - `progress_recompute_queue`: the users who already had records when this migration ran. Their
 *   events cannot be written here (the rules live in the application, and a migration must not
 *   change with it), so the server rebuilds each queued user's progress after it starts, with
 *   `recomputeProgress` (api/progress/progress-backfill.ts), and removes them from the queue.
 *
 * Every row goes with its user (cascade).
 */
import { sql, type Kysely } from 'kysely';

const owner = 'user_id';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_events')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn(owner, 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    /** check_in | habit_done | diary_entry | scan | test | personal_record | achievement */
    .addColumn('kind', 'varchar(24)', (column) => column.notNull())
    .addColumn('source_id', 'text', (column) => column.notNull())
    .addColumn('local_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('week_start', 'varchar(10)', (column) => column.notNull())
    .addColumn('points', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('activity_events_source', [owner, 'kind', 'source_id'])
    .execute();
  // Recent activity (newest first) and a user's points per day read a user's events by time.
  await db.schema
    .createIndex('activity_events_user_created')
    .on('activity_events')
    .columns([owner, 'created_at'])
    .execute();

  await db.schema
    .createTable('weekly_points')
    .addColumn(owner, 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('week_start', 'varchar(10)', (column) => column.notNull())
    .addColumn('points', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('weekly_points_pkey', [owner, 'week_start'])
    .execute();
  // A week's ranking: one index range, highest first, ties by user id.
  await db.schema
    .createIndex('weekly_points_week_points')
    .on('weekly_points')
    .columns(['week_start', 'points desc', owner])
    .execute();

  await db.schema
    .createTable('user_achievements')
    .addColumn(owner, 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('key', 'varchar(64)', (column) => column.notNull())
    .addColumn('unlocked_at', 'varchar(32)', (column) => column.notNull())
    /** When the unlock toast was shown; null until then. */
    .addColumn('seen_at', 'varchar(32)')
    .addPrimaryKeyConstraint('user_achievements_pkey', [owner, 'key'])
    .execute();

  await db.schema
    .createTable('progress_recompute_queue')
    .addColumn(owner, 'varchar(36)', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .execute();
  await sql`insert into progress_recompute_queue (user_id)
    select user_id from check_ins
    union select user_id from habit_marks
    union select user_id from diary_entries`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'progress_recompute_queue',
    'user_achievements',
    'weekly_points',
    'activity_events',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
