/**
 * The weekly league (self-optimisation.md, "Ranking"): who has joined it, under which name, and the
 * final standings of the weeks that have closed. Points themselves live in progress's
 * `weekly_points` (0012); the league only reads them.
 *
 * - `league_members`: one row per member (joining is opt-in; leaving deletes the row, so a former
 *   member is gone from every list at once).
 * - `league_weeks_closed`: one row per week whose standings were written. Its key is what makes the
 *   close happen once with several server instances: the first to insert the week writes the
 *   standings in the same transaction; the others insert nothing and write nothing.
 * - `league_standings`: a closed week's members with their final points and rank.
 * - `league_points_histogram`: per week and points value, how many users have exactly that many
 *   points. Kept by triggers on `weekly_points`, so in the same transaction as every points change
 *   whoever writes it; a user's rank among everyone active is then 1 + the users of the (few dozen)
 *   higher values, and the active users the sum over the week, instead of counting up to every
 *   user's row per request.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('league_members')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('display_name', 'text', (column) => column.notNull())
    .addColumn('joined_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('league_weeks_closed')
    .addColumn('week_start', 'varchar(10)', (column) => column.primaryKey())
    .addColumn('closed_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('league_standings')
    .addColumn('week_start', 'varchar(10)', (column) => column.notNull())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('points', 'integer', (column) => column.notNull())
    .addColumn('rank', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('league_standings_pkey', ['week_start', 'user_id'])
    .execute();
  // A closed week's list in order, a page at a time (keyset on points, then user).
  await db.schema
    .createIndex('league_standings_week_order')
    .on('league_standings')
    .columns(['week_start', 'points desc', 'user_id'])
    .execute();
  // A user's own weeks (the account export) and the cascade on deletion.
  await db.schema
    .createIndex('league_standings_user')
    .on('league_standings')
    .columns(['user_id', 'week_start'])
    .execute();

  await db.schema
    .createTable('league_points_histogram')
    .addColumn('week_start', 'varchar(10)', (column) => column.notNull())
    .addColumn('points', 'integer', (column) => column.notNull())
    .addColumn('users', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('league_points_histogram_pkey', ['week_start', 'points'])
    .execute();
  // The weeks already written (none on a new database) before the triggers keep it.
  await sql`insert into league_points_histogram (week_start, points, users)
    select week_start, points, count(*) from weekly_points group by week_start, points`.execute(db);
  await keepHistogram(db);
}

/** What each database runs to keep the histogram: the same three changes, in its own dialect. */
async function keepHistogram(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create function league_points_histogram_change() returns trigger
      language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update league_points_histogram set users = users - 1
            where week_start = old.week_start and points = old.points;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into league_points_histogram (week_start, points, users)
            values (new.week_start, new.points, 1)
            on conflict (week_start, points)
            do update set users = league_points_histogram.users + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger weekly_points_histogram
      after insert or update or delete on weekly_points
      for each row execute function league_points_histogram_change()`.execute(db);
    return;
  }
  // Not `insert or ignore`: inside a trigger, the conflict policy of the statement that fired it
  // wins over the trigger's own (SQLite, CREATE TRIGGER), and weekly_points is written by an upsert.
  const add = sql`
      insert into league_points_histogram (week_start, points, users)
        select new.week_start, new.points, 0
        where not exists (select 1 from league_points_histogram
          where week_start = new.week_start and points = new.points);
      update league_points_histogram set users = users + 1
        where week_start = new.week_start and points = new.points;`;
  const remove = sql`
      update league_points_histogram set users = users - 1
        where week_start = old.week_start and points = old.points;`;
  await sql`create trigger weekly_points_histogram_insert after insert on weekly_points
    begin ${add} end`.execute(db);
  await sql`create trigger weekly_points_histogram_update after update on weekly_points
    begin ${remove} ${add} end`.execute(db);
  await sql`create trigger weekly_points_histogram_delete after delete on weekly_points
    begin ${remove} end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger weekly_points_histogram on weekly_points`.execute(db);
    await sql`drop function league_points_histogram_change()`.execute(db);
  } else {
    for (const change of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.raw(`weekly_points_histogram_${change}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('league_points_histogram').execute();
  await db.schema.dropTable('league_standings').execute();
  await db.schema.dropTable('league_weeks_closed').execute();
  await db.schema.dropTable('league_members').execute();
}
