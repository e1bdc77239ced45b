/** Queries on the `mfa_challenges` table: the challenges a factor verification answers. */
import type { Db } from '../../db/database.js';
import type { MfaChallengeRow } from '../../db/schema.js';

export async function insertChallenge(db: Db, challenge: MfaChallengeRow): Promise<void> {
  await db.insertInto('mfa_challenges').values(challenge).execute();
}

/** The challenge with this id (lower-case) opened for this factor. */
export function findChallengeOfFactor(
  db: Db,
  challengeId: string,
  factorId: string,
): Promise<MfaChallengeRow | undefined> {
  return db
    .selectFrom('mfa_challenges')
    .selectAll()
    .where('id', '=', challengeId)
    .where('factor_id', '=', factorId)
    .executeTakeFirst();
}

export async function deleteChallenge(db: Db, challengeId: string): Promise<void> {
  await db.deleteFrom('mfa_challenges').where('id', '=', challengeId).execute();
}

/** Marks the challenge answered, once: false when it already was. */
export async function markChallengeVerified(
  db: Db,
  challengeId: string,
  at: string,
): Promise<boolean> {
  const marked = await db
    .updateTable('mfa_challenges')
    .set({ verified_at: at })
    .where('id', '=', challengeId)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}
