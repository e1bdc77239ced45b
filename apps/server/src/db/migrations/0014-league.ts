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
 */
import type { Kysely } from 'kysely';

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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('league_standings').execute();
  await db.schema.dropTable('league_weeks_closed').execute();
  await db.schema.dropTable('league_members').execute();
}
