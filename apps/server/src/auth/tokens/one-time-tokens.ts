/**
 * One-time tokens mailed to users (confirmation, recovery, magic link, e-mail change). The mail
 * carries a 6-digit code and a link whose token is hex sha224(email + code), as supabase/auth
 * issues them (prefixed `pkce_` for a PKCE flow); the database keeps only sha256 of that hash.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { OneTimeTokenRow } from '../../db/schema.js';
import type { Db } from '../users/users-repository.js';
import { nowIso, sha224Hex, sha256Hex } from '../util.js';

export type OneTimeTokenType =
  | 'confirmation'
  | 'recovery'
  | 'magiclink'
  | 'email_change_current'
  | 'email_change_new'
  /** A code (no link) proving the signed-in user still holds the mailbox: the `nonce` of PUT /user. */
  | 'reauthentication';

/** How long a mailed link or code stays valid (supabase/auth's email OTP default). */
export const ONE_TIME_TOKEN_TTL_SECONDS = 86_400;

export const PKCE_PREFIX = 'pkce_';

export interface IssuedOneTimeToken {
  /** The 6-digit code for the mail. */
  otp: string;
  /** The link's `token` parameter. */
  linkToken: string;
}

const tokenHashOf = (email: string, otp: string) => sha224Hex(email + otp);

/** Creates (or replaces) the user's token of this type, in the caller's transaction. */
export async function issueOneTimeToken(
  db: Db,
  input: { userId: string; type: OneTimeTokenType; email: string; flowStateId?: string | null },
): Promise<IssuedOneTimeToken> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tokenHash = tokenHashOf(input.email, otp);
  await db
    .deleteFrom('one_time_tokens')
    .where('user_id', '=', input.userId)
    .where('token_type', '=', input.type)
    .execute();
  await db
    .insertInto('one_time_tokens')
    .values({
      id: randomUUID(),
      user_id: input.userId,
      token_type: input.type,
      token_hash: sha256Hex(tokenHash),
      relates_to: input.email,
      flow_state_id: input.flowStateId ?? null,
      created_at: nowIso(),
    })
    .execute();
  return { otp, linkToken: (input.flowStateId ? PKCE_PREFIX : '') + tokenHash };
}

function isFresh(row: OneTimeTokenRow, now: Date): boolean {
  return new Date(row.created_at).getTime() + ONE_TIME_TOKEN_TTL_SECONDS * 1000 > now.getTime();
}

/** The live token with this link hash among the given types, if any. */
export async function findByTokenHash(
  db: Db,
  linkToken: string,
  types: OneTimeTokenType[],
  now = new Date(),
): Promise<OneTimeTokenRow | undefined> {
  const tokenHash = linkToken.startsWith(PKCE_PREFIX)
    ? linkToken.slice(PKCE_PREFIX.length)
    : linkToken;
  const row = await db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', sha256Hex(tokenHash.toLowerCase()))
    .where('token_type', 'in', types)
    .executeTakeFirst();
  return row && isFresh(row, now) ? row : undefined;
}

/** The live token for an e-mail address and the code typed by the user. */
export function findByEmailOtp(
  db: Db,
  email: string,
  otp: string,
  types: OneTimeTokenType[],
  now = new Date(),
): Promise<OneTimeTokenRow | undefined> {
  return findByTokenHash(db, tokenHashOf(email, otp), types, now);
}

export function lastIssuedAt(db: Db, userId: string, type: OneTimeTokenType) {
  return db
    .selectFrom('one_time_tokens')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('token_type', '=', type)
    .executeTakeFirst()
    .then((row) => row?.created_at);
}

export async function consumeOneTimeToken(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('one_time_tokens').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
