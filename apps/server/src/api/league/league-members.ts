/** Who has joined the league, under which name: join (or rename), leave, read one's own. */
import type { LeagueMembership } from '@ascend/contracts';
import type { Db } from '../../db/database.js';

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

/** Joins, or changes the name of a member (who keeps the date they joined). */
export async function saveMembership(
  db: Db,
  userId: string,
  displayName: string,
): Promise<LeagueMembership> {
  const joined = new Date().toISOString();
  await db
    .insertInto('league_members')
    .values({ user_id: userId, display_name: displayName, joined_at: joined })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ display_name: displayName }))
    .execute();
  const saved = await readMembership(db, userId);
  if (!saved) throw new Error('league membership vanished after its write');
  return saved;
}

/** Leaves: the row goes, so the member is gone from every list (this week's and closed ones). */
export async function removeMembership(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('league_members')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
