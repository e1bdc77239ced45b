/**
 * The refresh-token grant with rotation and reuse detection (supabase/auth `RefreshTokenGrant`).
 * Every refresh revokes the presented token and issues a child for the same session. A revoked
 * token presented again within AUTH_REFRESH_REUSE_INTERVAL (a client that lost the answer, two tabs
 * refreshing at once) is answered with the child its first refresh issued (or, if that child was
 * refreshed since, the session's current descendant of it), re-derived as refresh-token-lineage.ts
 * explains: one session never forks into several live tokens. After the interval it is treated as
 * stolen: the whole session (its token family) is revoked and the answer is
 * `refresh_token_already_used`.
 */
import type { RefreshTokenRow, SessionRow, UserRow } from '../../db/schema.js';
import type { AuthServices } from '../auth-services.js';
import { writeAudit } from '../../audit/audit-log.js';
import { authErrors } from '../http/auth-errors.js';
import type { SigningKeys } from '../keys/signing-keys.js';
import type { IssuedSession, SessionOrigin, TokenResponse } from './sessions.js';
import { insertRefreshToken, issuedSession, tokenResponse } from './sessions.js';
import type { Db } from '../../db/database.js';
import { isBanned } from '../users/users-repository.js';
import { preparedWrite, sharedQuery } from '../../db/prepared-query.js';
import { nowIso } from '../../time/now-iso.js';
import { sha256Hex } from '../../secrets/sha256-hex.js';
import { childRefreshToken, possibleChildRefreshTokens } from './refresh-token-lineage.js';
import { SESSION_COLUMNS } from '../../identity/user-session-loader.js';

const TOKEN_COLUMNS = [
  'id',
  'token_hash',
  'user_id',
  'session_id',
  'parent_id',
  'revoked_at',
  'created_at',
] as const;
// Compiled once per dialect: the refresh grant is the auth service's busiest write. The presented
// token with its session and its user, in one statement (one round trip on PostgreSQL, not three).
const presentedTokenRows = sharedQuery(['tokenHash'], (db, p) =>
  db
    .selectFrom('refresh_tokens as t')
    .leftJoin('sessions as s', 's.id', 't.session_id')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .select(TOKEN_COLUMNS.map((column) => `t.${column} as t__${column}` as const))
    .select(SESSION_COLUMNS.map((column) => `s.${column} as s__${column}` as const))
    .where('t.token_hash', '=', p.tokenHash),
);

/** The columns of `prefix` (`t__`, `s__`) as a row of their own; undefined when the join found none. */
function rowOf<Row>(joined: Record<string, unknown>, prefix: string, columns: readonly string[]) {
  if (joined[`${prefix}id`] === null || joined[`${prefix}id`] === undefined) return undefined;
  const row: Record<string, unknown> = {};
  for (const column of columns) row[column] = joined[`${prefix}${column}`];
  return row as Row;
}

/** The user's columns of the joined row (those `selectAll('u')` added), or undefined. */
function userOf(joined: Record<string, unknown>): UserRow | undefined {
  if (joined.id === null || joined.id === undefined) return undefined;
  const user: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(joined)) {
    if (!column.startsWith('t__') && !column.startsWith('s__')) user[column] = value;
  }
  return user as unknown as UserRow;
}

/** The presented token, its session and its user, as the grant checks them in turn. */
async function presentedToken(trx: Db, tokenHash: string) {
  const [joined] = (await presentedTokenRows(trx, { tokenHash })) as Record<string, unknown>[];
  if (!joined) return undefined;
  return {
    token: rowOf<RefreshTokenRow>(joined, 't__', TOKEN_COLUMNS)!,
    session: rowOf<SessionRow>(joined, 's__', SESSION_COLUMNS),
    user: userOf(joined),
  };
}
const revokeToken = preparedWrite(['id', 'revokedAt'], (db, p) =>
  db
    .updateTable('refresh_tokens')
    .set({ revoked_at: p.revokedAt })
    .where('id', '=', p.id)
    .where('revoked_at', 'is', null),
);
const markRefreshed = preparedWrite(['id', 'refreshedAt', 'ip'], (db, p) =>
  db
    .updateTable('sessions')
    .set({ refreshed_at: p.refreshedAt, updated_at: p.refreshedAt, ip: p.ip })
    .where('id', '=', p.id),
);

export interface RotationRequest {
  presented: string;
  origin: SessionOrigin;
  /** AUTH_REFRESH_REUSE_INTERVAL, in ms. */
  graceMs: number;
  /** The keys a child token is derived under (refresh-token-lineage.ts). */
  keys: SigningKeys;
}

/** Rotations inside one grace window that a replay follows down to the session's live token. */
const MAX_REPLAY_HOPS = 16;

/**
 * The live token descended from a replayed one, with its raw value re-derived: each child is found
 * by the hash of its derivation from its parent. Undefined when the lineage cannot be followed (a
 * child issued under a key no longer configured, or by a server that drew children at random).
 */
async function liveDescendant(
  trx: Db,
  keys: SigningKeys,
  replayed: RefreshTokenRow,
  presented: string,
): Promise<string | undefined> {
  let parent = replayed;
  let raw = presented;
  for (let hop = 0; hop < MAX_REPLAY_HOPS; hop += 1) {
    const candidates = new Map(
      possibleChildRefreshTokens(keys, raw).map((candidate) => [sha256Hex(candidate), candidate]),
    );
    const child = await trx
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', 'in', [...candidates.keys()])
      .where('parent_id', '=', parent.id)
      .executeTakeFirst();
    if (!child) return undefined;
    raw = candidates.get(child.token_hash)!;
    if (child.revoked_at === null) return raw;
    parent = child;
  }
  return undefined;
}

/**
 * The grant's writes, in the caller's transaction. Returns (never throws) 'reused' so that the
 * revocation of the token family commits; see db/group-commit.ts for how concurrent grants share a
 * transaction.
 */
export async function rotateRefreshToken(
  trx: Db,
  { presented, origin, graceMs, keys }: RotationRequest,
): Promise<IssuedSession | 'reused'> {
  const found = await presentedToken(trx, sha256Hex(presented));
  if (!found) throw authErrors.refreshTokenNotFound();
  const { token, session, user } = found;
  if (!session) throw authErrors.refreshTokenSessionNotFound();
  if (!user) throw authErrors.refreshTokenNotFound();
  if (isBanned(user)) throw authErrors.userBannedAtGrant();
  const now = new Date();

  if (token.revoked_at === null) {
    // Conditional update: of two concurrent refreshes only one revokes; the other is a replay.
    const revoked = await revokeToken(trx, { id: token.id, revokedAt: now.toISOString() });
    if (Number(revoked.numAffectedRows) !== 1) token.revoked_at = now.toISOString();
  }
  let child: string;
  if (token.revoked_at !== null) {
    const revokedFor = now.getTime() - new Date(token.revoked_at).getTime();
    if (revokedFor >= graceMs) {
      await trx.deleteFrom('sessions').where('id', '=', session.id).execute();
      await writeAudit(trx, {
        action: 'token_revoked',
        userId: user.id,
        actorId: user.id,
        ip: origin.ip,
        traits: { reason: 'refresh_token_reused', session_id: session.id },
      });
      return 'reused';
    }
    // A replay inside the window: the same child again, never a second live token.
    const descendant = await liveDescendant(trx, keys, token, presented);
    if (descendant === undefined) throw authErrors.refreshTokenAlreadyUsed();
    child = descendant;
  } else {
    child = await insertRefreshToken(trx, session, token.id, childRefreshToken(keys, presented));
  }
  const refreshedAt = nowIso(now);
  await markRefreshed(trx, { id: session.id, refreshedAt, ip: origin.ip });
  await writeAudit(trx, {
    action: 'token_refreshed',
    userId: user.id,
    actorId: user.id,
    ip: origin.ip,
    traits: { session_id: session.id },
  });
  return issuedSession(trx, user, session, child);
}

export async function refreshTokenGrant(
  services: AuthServices,
  presented: string,
  origin: SessionOrigin,
): Promise<{ response: TokenResponse; sessionId: string }> {
  const graceMs = services.config.auth.refreshReuseIntervalSeconds * 1000;
  const outcome = await services.rotateRefreshToken({
    presented,
    origin,
    graceMs,
    keys: services.keys,
  });
  if (outcome === 'reused') throw authErrors.refreshTokenAlreadyUsed();
  // Signed after the commit: the signature waits on the crypto pool, not inside the transaction.
  return { response: await tokenResponse(services, outcome), sessionId: outcome.session.id };
}
