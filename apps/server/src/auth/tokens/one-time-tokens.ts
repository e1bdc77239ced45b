/**
 * One-time tokens mailed to users (confirmation, recovery, magic link, e-mail change). The mail
 * carries a 6-digit code and a link token (prefixed `pkce_` for a PKCE flow); the database keeps
 * only hashes of both.
 *
 * supabase/auth makes the link token hex sha224(email + code). We diverge on purpose: that
 * concatenation is ambiguous (`victim@example.co` + `m463818` is `victim@example.com` +
 * `463818`), and a token computable from a guessed code lets link guesses bypass the per-account
 * count of code guesses. The link token here is random (56 hex digits, the shape of a sha224), and
 * the code is hashed with its address as a JSON array, an encoding no other pair shares, and looked
 * up only together with that address.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { OneTimeTokenRow } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../time/now-iso.js';
import { sha256Hex } from '../../secrets/sha256-hex.js';

export type OneTimeTokenType =
  | 'confirmation'
  | 'recovery'
  | 'magiclink'
  | 'email_change_current'
  | 'email_change_new'
  /** A code (no link) proving the signed-in user still holds the mailbox: the `nonce` of PUT /user. */
  | 'reauthentication';

/** How long a mailed link or code stays valid (supabase/auth's email OTP default). */
const ONE_TIME_TOKEN_TTL_SECONDS = 86_400;

export const PKCE_PREFIX = 'pkce_';

export interface IssuedOneTimeToken {
  /** The 6-digit code for the mail. */
  otp: string;
  /** The link's `token` parameter. */
  linkToken: string;
}

const codeHashOf = (email: string, otp: string) => sha256Hex(JSON.stringify([email, otp]));

/** Creates (or replaces) the user's token of this type, in the caller's transaction. */
export async function issueOneTimeToken(
  db: Db,
  input: { userId: string; type: OneTimeTokenType; email: string; flowStateId?: string | null },
): Promise<IssuedOneTimeToken> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tokenHash = randomBytes(28).toString('hex');
  // A fresh id even when replacing: a redemption of the replaced token (consumed by id) fails.
  const values = {
    id: randomUUID(),
    token_hash: sha256Hex(tokenHash),
    code_hash: codeHashOf(input.email, otp),
    relates_to: input.email,
    flow_state_id: input.flowStateId ?? null,
    created_at: nowIso(),
  };
  // One upsert, not delete-then-insert: two requests for one user at once (a mail sent after the
  // answer overlapping the next request) must not collide on the (user, type) key.
  await db
    .insertInto('one_time_tokens')
    .values({ user_id: input.userId, token_type: input.type, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'token_type']).doUpdateSet(values))
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
export async function findByEmailOtp(
  db: Db,
  email: string,
  otp: string,
  types: OneTimeTokenType[],
  now = new Date(),
): Promise<OneTimeTokenRow | undefined> {
  const row = await db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('relates_to', '=', email)
    .where('code_hash', '=', codeHashOf(email, otp))
    .where('token_type', 'in', types)
    .executeTakeFirst();
  return row && isFresh(row, now) ? row : undefined;
}

/** The accounts waiting for a code mailed to this address: whose guesses it counts against. */
export async function accountsAwaitingCode(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom('one_time_tokens')
    .select('user_id')
    .distinct()
    .where('relates_to', '=', email)
    .execute();
  return rows.map((row) => row.user_id);
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

const EMAIL_CHANGE_LEGS = ['email_change_current', 'email_change_new'] as const;

/** The legs of the user's pending e-mail change whose tokens are still unused. */
export async function pendingEmailChangeLegs(db: Db, userId: string): Promise<OneTimeTokenType[]> {
  const rows = await db
    .selectFrom('one_time_tokens')
    .select('token_type')
    .where('user_id', '=', userId)
    .where('token_type', 'in', EMAIL_CHANGE_LEGS)
    .execute();
  return rows.map((row) => row.token_type as OneTimeTokenType);
}

/** Cancels the user's pending e-mail change: both legs' tokens go. */
export async function deleteEmailChangeTokens(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('one_time_tokens')
    .where('user_id', '=', userId)
    .where('token_type', 'in', EMAIL_CHANGE_LEGS)
    .execute();
}

/** Every token mailed to the user: none of its links or codes works any more. */
export async function deleteOneTimeTokensOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute();
}
