/**
 * What an exercise's history and the weekly volume read, kept on write rather than summed from
 * years of sets on every read (issue 18's benchmark: five years, 20,000 sets):
 *
 * - `exercise_sessions`: a row per session and exercise with its working sets' figures (the
 *   history chart's point, and the week's sets and tonnage), rewritten by every write that touches
 *   the exercise (set-records.ts). Derived from `workout_sets`, so it is not in the account export;
 *   it goes with its workout and with the user (cascade).
 * - `exercise_bests.prior_records`: the current bests (each with the set that first reached it)
 *   after every session before the exercise's latest, so the history folds in only the latest
 *   session's sets. Null until the exercise's next write when it was kept before this migration
 *   (the history then reads every set, as it did).
 *
 * The rows of sessions written before this migration are filled here from their sets.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exercise_sessions')
    .addColumn('workout_id', 'varchar(36)', (column) =>
      column.notNull().references('workouts.id').onDelete('cascade'),
    )
    .addColumn('exercise_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('started_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('local_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('best_e1rm_kg', 'double precision')
    .addColumn('top_weight_kg', 'double precision')
    .addColumn('volume_kg', 'double precision', (column) => column.notNull())
    .addColumn('working_sets', 'integer', (column) => column.notNull())
    .addColumn('reps', 'integer', (column) => column.notNull())
    .addColumn('best_duration_seconds', 'integer')
    .addColumn('best_distance_m', 'double precision')
    .addColumn('record_count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('exercise_sessions_pk', ['workout_id', 'exercise_id'])
    .execute();
  // An exercise's sessions in the order done (its history).
  await db.schema
    .createIndex('exercise_sessions_user_exercise')
    .on('exercise_sessions')
    .columns(['user_id', 'exercise_id', 'started_at', 'workout_id'])
    .execute();
  // The weeks of a span of days (covering: the volume reads these columns alone).
  await db.schema
    .createIndex('exercise_sessions_user_date')
    .on('exercise_sessions')
    .columns(['user_id', 'local_date', 'exercise_id', 'working_sets', 'volume_kg'])
    .execute();
  await db.schema.alterTable('exercise_bests').addColumn('prior_records', 'text').execute();

  const positive = (column: string) => sql.raw(`max(case when ${column} > 0 then ${column} end)`);
  await sql`
    insert into exercise_sessions (workout_id, exercise_id, user_id, started_at, local_date,
      best_e1rm_kg, top_weight_kg, volume_kg, working_sets, reps, best_duration_seconds,
      best_distance_m, record_count)
    select workout_id, exercise_id, min(user_id), min(started_at), min(local_date),
      ${positive('e1rm_kg')}, ${positive('weight_kg')},
      sum(coalesce(weight_kg, 0) * coalesce(reps, 0)), count(*), sum(coalesce(reps, 0)),
      ${positive('duration_seconds')}, ${positive('distance_m')},
      sum(case when records <> '' then 1 else 0 end)
    from workout_sets
    where warm_up = 0
    group by workout_id, exercise_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exercise_bests').dropColumn('prior_records').execute();
  await db.schema.dropTable('exercise_sessions').execute();
}
