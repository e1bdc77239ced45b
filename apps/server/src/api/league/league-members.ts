/** Who has joined the league, under which name: join (or rename), leave, read one's own. */
import type { LeagueMembership } from '@ascend/contracts';
import { sql } from 'kysely';
import type { AppDatabase, Db } from '../../db/database.js';
import { holdUser } from '../../db/row-locks.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { parseJsonObject } from '../../json/parse-json-object.js';

export async function readMembership(
  db: Db,
  userId: string,
): Promise<LeagueMembership | undefined> {
  return db
    .selectFrom('league_members')
    .select(['display_name', 'joined_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Fills a member's row with the copies the league page reads (migration 0022): the avatar from the
 * user's metadata, all-time points and the newest week's points from `weekly_points`. From then on
 * triggers keep them; this is for a row just written (a join, a restore). Run where the user's
 * writes take turns (a write transaction holding the user), so no points change slips between
 * the read of the sources and the copy.
 */
export async function fillMemberCopies(db: Db, userId: string): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('user_metadata')
    .where('id', '=', userId)
    .executeTakeFirst();
  const avatar = parseJsonObject(user?.user_metadata ?? '{}').avatar_url;
  const weeks = db.selectFrom('weekly_points as weeks').where('weeks.user_id', '=', userId);
  await db
    .updateTable('league_members')
    .set({
      avatar_url: typeof avatar === 'string' ? avatar : null,
      total_points: sql<number>`coalesce((${weeks.select((eb) => eb.fn.sum<number>('weeks.points').as('sum'))}), 0)`,
      week_start: sql<string>`coalesce((${weeks.select((eb) => eb.fn.max('weeks.week_start').as('max'))}), '')`,
      week_points: sql<number>`coalesce((${weeks
        .select('weeks.points')
        .orderBy('weeks.week_start', 'desc')
        .limit(1)}), 0)`,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** Joins, or changes the name of a member (who keeps the date they joined). */
export async function saveMembership(
  database: AppDatabase,
  userId: string,
  displayName: string,
): Promise<LeagueMembership> {
  return writeTransaction(database, async (context) => {
    const { db } = context;
    await holdUser(context, userId);
    const joined = new Date().toISOString();
    const inserted = await db
      .insertInto('league_members')
      .values({ user_id: userId, display_name: displayName, joined_at: joined })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) await fillMemberCopies(db, userId);
    else {
      await db
        .updateTable('league_members')
        .set({ display_name: displayName })
        .where('user_id', '=', userId)
        .execute();
    }
    const saved = await readMembership(db, userId);
    if (!saved) throw new Error('league membership vanished after its write');
    return saved;
  });
}

/** Leaves: the row goes, so the member is gone from every list (this week's and closed ones). */
export async function removeMembership(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('league_members')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
