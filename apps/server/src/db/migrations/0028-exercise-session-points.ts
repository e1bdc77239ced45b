/**
 * Each session's figures of an exercise (`exercise_sessions`, migration 0020) keep their point of
 * the history as JSON (`point`), written with the figures, so an exercise's history joins a row's
 * text per session instead of building and serialising an object of eleven fields for each (five
 * years of a lift are hundreds of sessions; bench/09's history read that missed the read cache spent
 * most of its 4.8 ms there).
 *
 * On SQLite the table is rebuilt without rowid, stored in the order a history reads it (user,
 * exercise, start, session): one range of the primary key's B-tree rather than an index and then a
 * row lookup per session. The one-row-per-session-and-exercise rule becomes a unique index, which
 * also serves the deletes that cascade from a workout. PostgreSQL keeps its table and adds the
 * column. The points of rows already kept are written by the database's JSON functions: their
 * numbers may be spelt otherwise than JavaScript spells them (`100.0`, 17 digits), with the same
 * values.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const FIGURES = [
  'workout_id',
  'started_at',
  'local_date',
  'best_e1rm_kg',
  'top_weight_kg',
  'volume_kg',
  'working_sets',
  'reps',
  'best_duration_seconds',
  'best_distance_m',
  'record_count',
] as const;
const COLUMNS = ['exercise_id', 'user_id', ...FIGURES.filter((name) => name !== 'workout_id')];

/** The point's JSON from the row's columns, in the contract's order (ExerciseSession). */
function pointOfColumns(postgres: boolean) {
  const pairs = sql.join(FIGURES.map((name) => sql`${sql.lit(name)}, ${sql.ref(name)}`));
  return postgres ? sql`json_build_object(${pairs})::text` : sql`json_object(${pairs})`;
}

/** The SQLite table, with or without its point and rowid, its rows copied. */
async function rebuildSqlite(db: Kysely<unknown>, withPoints: boolean): Promise<void> {
  let table = db.schema
    .createTable('exercise_sessions_rebuilt')
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
    .addColumn('record_count', 'integer', (column) => column.notNull());
  table = withPoints
    ? table
        .addColumn('point', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('exercise_sessions_pk', [
          'user_id',
          'exercise_id',
          'started_at',
          'workout_id',
        ])
        .modifyEnd(sql`without rowid`)
    : table.addPrimaryKeyConstraint('exercise_sessions_pk', ['workout_id', 'exercise_id']);
  await table.execute();
  const columns = sql.raw(['workout_id', ...COLUMNS].join(', '));
  await (
    withPoints
      ? sql`insert into exercise_sessions_rebuilt (${columns}, point)
        select ${columns}, ${pointOfColumns(false)} from exercise_sessions`
      : sql`insert into exercise_sessions_rebuilt (${columns})
        select ${columns} from exercise_sessions`
  ).execute(db);
  await db.schema.dropTable('exercise_sessions').execute();
  await db.schema.alterTable('exercise_sessions_rebuilt').renameTo('exercise_sessions').execute();
  if (withPoints) {
    await db.schema
      .createIndex('exercise_sessions_workout_exercise')
      .on('exercise_sessions')
      .columns(['workout_id', 'exercise_id'])
      .unique()
      .execute();
  } else {
    await db.schema
      .createIndex('exercise_sessions_user_exercise')
      .on('exercise_sessions')
      .columns(['user_id', 'exercise_id', 'started_at', 'workout_id'])
      .execute();
  }
  await db.schema
    .createIndex('exercise_sessions_user_date')
    .on('exercise_sessions')
    .columns(['user_id', 'local_date', 'exercise_id', 'working_sets', 'volume_kg'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    await rebuildSqlite(db, true);
    return;
  }
  await db.schema.alterTable('exercise_sessions').addColumn('point', 'text').execute();
  await sql`update exercise_sessions set point = ${pointOfColumns(true)}`.execute(db);
  await db.schema
    .alterTable('exercise_sessions')
    .alterColumn('point', (column) => column.setNotNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await rebuildSqlite(db, false);
  else await db.schema.alterTable('exercise_sessions').dropColumn('point').execute();
}
