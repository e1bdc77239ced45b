/** The league's rows of one user, for the account export, and the membership's restore. */
import type { ExportedLeague } from '@ascend/contracts';
import type { Db } from '../../db/database.js';
import { fillMemberCopies, readMembership } from './league-members.js';

export async function readLeagueRecords(db: Db, userId: string): Promise<ExportedLeague> {
  const [membership, standings] = await Promise.all([
    readMembership(db, userId),
    db
      .selectFrom('league_standings')
      .select(['week_start', 'points', 'rank'])
      .where('user_id', '=', userId)
      .orderBy('week_start')
      .execute(),
  ]);
  return { membership: membership ?? null, standings };
}

/**
 * The file's membership, under its name and join date; a member already keeps their own. Called in
 * the import's transaction after the points are rebuilt, so the copies are filled from them.
 */
export async function restoreLeagueMembership(
  db: Db,
  userId: string,
  league: ExportedLeague | undefined,
): Promise<void> {
  if (!league?.membership) return;
  const inserted = await db
    .insertInto('league_members')
    .values({ user_id: userId, ...league.membership })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) await fillMemberCopies(db, userId);
}
