/**
 * Logging a set (set-logging.ts) in fewer and cheaper writes:
 *
 * - `exercise_bests.marks`: the marks to beat within the exercise's latest session, its sets so far
 *   counted (the contracts' RecordBests mid-session, JSON as `prior`), so that logging the next set
 *   of that session reads one row rather than the session's sets. Derived and kept by every write
 *   of the exercise; null until the exercise's next write for rows kept before this migration
 *   (that write takes the general path and fills it).
 * - `workout_sets_user_date` goes: it served the weekly volume, which reads `exercise_sessions`
 *   since migration 0020, and no other read starts with the day; every set written kept it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exercise_bests').addColumn('marks', 'text').execute();
  await db.schema.dropIndex('workout_sets_user_date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('workout_sets_user_date')
    .on('workout_sets')
    .columns(['user_id', 'local_date', 'warm_up', 'exercise_id', 'weight_kg', 'reps'])
    .execute();
  await db.schema.alterTable('exercise_bests').dropColumn('marks').execute();
}
