/**
 * Two reads made bounded (issue 16's benchmark):
 *
 * - The league page reads one range of `league_members`: each member's row keeps copies of what a
 *   listed row shows besides the display name, so the page joins nothing and never walks past the
 *   non-members among a week's points:
 *   - `avatar_url`: the `avatar_url` text of the user's metadata (checked to be this server's on
 *     read, league-list.ts), kept by a trigger on `users` whoever changes the metadata (the auth
 *     service, the avatar routes);
 *   - `total_points`: the member's points of all time (for the level), and `week_start` /
 *     `week_points`: their newest week's points, both kept by triggers on `weekly_points`, so in
 *     the same transaction as every points change, whoever writes it;
 *   - `league_members_week_order`: a week's members by points (highest first, then user id).
 *   A member's row is filled from the sources when they join (league-members.ts) and here for the
 *   members there are.
 * - `activity_events_user_day`: a user's events by local day (with the kind, so reading which days
 *   are active needs no table row). An achievement check after a write reads only the days around
 *   the changed one (achievements/changed-standings.ts) instead of every event the user has.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('activity_events_user_day')
    .on('activity_events')
    .columns(['user_id', 'local_date', 'kind'])
    .execute();

  await db.schema.alterTable('league_members').addColumn('avatar_url', 'text').execute();
  for (const column of ['total_points', 'week_points']) {
    await db.schema
      .alterTable('league_members')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .alterTable('league_members')
    .addColumn('week_start', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('league_members_week_order')
    .on('league_members')
    .columns(['week_start', 'week_points desc', 'user_id'])
    .execute();

  const postgres = isPostgres(db);
  await sql`update league_members set
      total_points = coalesce((select sum(weeks.points) from weekly_points as weeks
        where weeks.user_id = league_members.user_id), 0),
      week_start = coalesce((select max(weeks.week_start) from weekly_points as weeks
        where weeks.user_id = league_members.user_id), ''),
      week_points = coalesce((select weeks.points from weekly_points as weeks
        where weeks.user_id = league_members.user_id
        order by weeks.week_start desc limit 1), 0)`.execute(db);
  await copyAvatars(db);
  if (postgres) await keepOnPostgres(db);
  else await keepOnSqlite(db);
}

/** The members' avatars from their metadata, read here as the triggers will from now on. */
async function copyAvatars(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ user_id: string; user_metadata: string }>`
    select users.id as user_id, users.user_metadata from league_members
    join users on users.id = league_members.user_id`.execute(db);
  for (const row of rows) {
    let avatar: unknown = null;
    try {
      const metadata: unknown = JSON.parse(row.user_metadata);
      if (metadata && typeof metadata === 'object') {
        avatar = (metadata as Record<string, unknown>).avatar_url;
      }
    } catch {
      // Metadata that is not JSON keeps no avatar, as the triggers do.
    }
    if (typeof avatar !== 'string') continue;
    await sql`update league_members set avatar_url = ${avatar}
      where user_id = ${row.user_id}`.execute(db);
  }
}

async function keepOnSqlite(db: Kysely<unknown>): Promise<void> {
  // SQLite's NEW and OLD exist only for the changes that have them, so one statement per change.
  await sql`create trigger weekly_points_member_insert after insert on weekly_points begin
      update league_members set total_points = total_points + new.points,
        week_points = case when new.week_start >= week_start then new.points else week_points end,
        week_start = case when new.week_start > week_start then new.week_start else week_start end
        where user_id = new.user_id;
    end`.execute(db);
  await sql`create trigger weekly_points_member_update after update on weekly_points begin
      update league_members set total_points = total_points - old.points + new.points,
        week_points = case when new.week_start >= week_start then new.points else week_points end,
        week_start = case when new.week_start > week_start then new.week_start else week_start end
        where user_id = new.user_id;
    end`.execute(db);
  await sql`create trigger weekly_points_member_delete after delete on weekly_points begin
      update league_members set total_points = total_points - old.points,
        week_points = case when week_start = old.week_start then 0 else week_points end
        where user_id = old.user_id;
    end`.execute(db);
  // Metadata that is not a JSON object with a text `avatar_url` keeps no avatar (CASE, not AND:
  // SQLite evaluates CASE's branches lazily, and json_type fails on text that is not JSON).
  const avatar = sql`case when json_valid(new.user_metadata) then
      case when json_type(new.user_metadata, '$.avatar_url') = 'text'
        then json_extract(new.user_metadata, '$.avatar_url') end end`;
  await sql`create trigger users_member_avatar after update of user_metadata on users begin
      update league_members set avatar_url = ${avatar} where user_id = new.id;
    end`.execute(db);
}

async function keepOnPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`create function league_member_points_change() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update league_members set total_points = total_points - old.points,
          week_points = case when week_start = old.week_start then 0 else week_points end
          where user_id = old.user_id;
        return null;
      end if;
      update league_members set
        total_points = total_points + new.points
          - case when tg_op = 'UPDATE' then old.points else 0 end,
        week_points = case when new.week_start >= week_start then new.points else week_points end,
        week_start = case when new.week_start > week_start then new.week_start else week_start end
        where user_id = new.user_id;
      return null;
    end $$`.execute(db);
  await sql`create trigger weekly_points_member
    after insert or update or delete on weekly_points
    for each row execute function league_member_points_change()`.execute(db);
  // Text that is not JSON keeps no avatar rather than failing the metadata's write.
  await sql`create function league_member_avatar_change() returns trigger
    language plpgsql as $$
    declare
      metadata jsonb;
    begin
      begin
        metadata := new.user_metadata::jsonb;
      exception when others then
        metadata := null;
      end;
      update league_members set avatar_url = case
          when jsonb_typeof(metadata) = 'object' and jsonb_typeof(metadata -> 'avatar_url') = 'string'
          then metadata ->> 'avatar_url' end
        where user_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_member_avatar
    after update of user_metadata on users
    for each row when (old.user_metadata is distinct from new.user_metadata)
    execute function league_member_avatar_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger users_member_avatar on users`.execute(db);
    await sql`drop function league_member_avatar_change()`.execute(db);
    await sql`drop trigger weekly_points_member on weekly_points`.execute(db);
    await sql`drop function league_member_points_change()`.execute(db);
  } else {
    await sql`drop trigger users_member_avatar`.execute(db);
    for (const change of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.raw(`weekly_points_member_${change}`)}`.execute(db);
    }
  }
  await db.schema.dropIndex('league_members_week_order').execute();
  for (const column of ['week_start', 'week_points', 'total_points', 'avatar_url']) {
    await db.schema.alterTable('league_members').dropColumn(column).execute();
  }
  await db.schema.dropIndex('activity_events_user_day').execute();
}
