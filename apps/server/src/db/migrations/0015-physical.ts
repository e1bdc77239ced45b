/**
 * The physical area (issue 18): the user's own exercises, workouts with their entries and sets,
 * routines, and body measurements other than weight (weight is the check-in's: one record). The
 * exercise library is code (contracts' exercise-library.ts), so `exercise_id` names a library slug
 * or one of the user's exercises and has no foreign key.
 *
 * A set carries its workout's owner, start and day and its exercise (copied, kept in step by the
 * repository) so that an exercise's history, its records and the weekly volume read one index
 * without joins; `records` holds the personal records the set made, recomputed on every write that
 * touches the exercise. Everything goes with the user (cascade).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_exercises')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(400)', (column) => column.notNull())
    .addColumn('primary_muscles', 'text', (column) => column.notNull())
    .addColumn('secondary_muscles', 'text', (column) => column.notNull())
    .addColumn('equipment', 'varchar(24)', (column) => column.notNull())
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('user_exercises_user')
    .on('user_exercises')
    .columns(['user_id', 'name'])
    .execute();

  await db.schema
    .createTable('workouts')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(400)')
    .addColumn('notes', 'text')
    .addColumn('started_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('local_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('routine_id', 'varchar(36)')
    .addColumn('source', 'varchar(8)', (column) => column.notNull())
    // An imported session's identity in its file (app, start, name): a re-import skips it.
    .addColumn('import_key', 'varchar(600)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('workouts_user_started')
    .on('workouts')
    .columns(['user_id', 'started_at', 'id'])
    .execute();
  await db.schema
    .createIndex('workouts_user_import_key')
    .on('workouts')
    .columns(['user_id', 'import_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('workout_entries')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('workout_id', 'varchar(36)', (column) =>
      column.notNull().references('workouts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('exercise_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('notes', 'text')
    .execute();
  await db.schema
    .createIndex('workout_entries_workout')
    .on('workout_entries')
    .columns(['workout_id', 'position'])
    .execute();

  await db.schema
    .createTable('workout_sets')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('entry_id', 'varchar(36)', (column) =>
      column.notNull().references('workout_entries.id').onDelete('cascade'),
    )
    .addColumn('workout_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('exercise_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('started_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('local_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('entry_position', 'integer', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('reps', 'integer')
    .addColumn('weight_kg', 'double precision')
    .addColumn('rir', 'integer')
    .addColumn('warm_up', 'integer', (column) => column.notNull())
    .addColumn('duration_seconds', 'integer')
    .addColumn('distance_m', 'double precision')
    .addColumn('e1rm_kg', 'double precision')
    .addColumn('records', 'varchar(100)', (column) => column.notNull())
    .execute();
  // An exercise's sets in the order done: its history, and its records recomputed on a write.
  await db.schema
    .createIndex('workout_sets_user_exercise')
    .on('workout_sets')
    .columns(['user_id', 'exercise_id', 'started_at', 'workout_id', 'entry_position', 'position'])
    .execute();
  // The weekly volume of a span of days.
  await db.schema
    .createIndex('workout_sets_user_date')
    .on('workout_sets')
    .columns(['user_id', 'local_date'])
    .execute();
  await db.schema
    .createIndex('workout_sets_entry')
    .on('workout_sets')
    .columns(['entry_id', 'position'])
    .execute();

  await db.schema
    .createTable('routines')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(400)', (column) => column.notNull())
    .addColumn('notes', 'text')
    .addColumn('exercises', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('routines_user').on('routines').columns(['user_id']).execute();

  await db.schema
    .createTable('body_measurements')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('date', 'varchar(10)', (column) => column.notNull())
    .addColumn('waist_cm', 'double precision')
    .addColumn('hips_cm', 'double precision')
    .addColumn('chest_cm', 'double precision')
    .addColumn('arm_cm', 'double precision')
    .addColumn('thigh_cm', 'double precision')
    .addColumn('body_fat_pct', 'double precision')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('body_measurements_pk', ['user_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('body_measurements').execute();
  await db.schema.dropTable('routines').execute();
  await db.schema.dropTable('workout_sets').execute();
  await db.schema.dropTable('workout_entries').execute();
  await db.schema.dropTable('workouts').execute();
  await db.schema.dropTable('user_exercises').execute();
}
