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
import type { RefreshTokenRow } from '../../db/schema.js';
import type { AuthServices } from '../auth-services.js';
import { writeAudit } from '../../audit/audit-log.js';
import { authErrors } from '../http/auth-errors.js';
import type { SigningKeys } from '../keys/signing-keys.js';
import type { IssuedSession, SessionOrigin, TokenResponse } from './sessions.js';
import { tokenResponse } from './sessions.js';
import type { AppDatabase, Db } from '../../db/database.js';
import { groupCommit } from '../../db/group-commit.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { isBanned } from '../users/users-repository.js';
import { nowIso } from '../../time/now-iso.js';
import { sha256Hex } from '../../secrets/sha256-hex.js';
import { childRefreshToken, possibleChildRefreshTokens } from './refresh-token-lineage.js';
import { presentedToken } from './presented-token.js';
import { sessionLimitsOf, sessionValidity, type SessionLimits } from './session-limits.js';
import {
  markRefreshed,
  refreshedEvent,
  rotationWrite,
  type RotationWrite,
} from './rotation-write.js';

export interface RotationRequest {
  presented: string;
  origin: SessionOrigin;
  /** AUTH_REFRESH_REUSE_INTERVAL, in ms. */
  graceMs: number;
  /** The keys a child token is derived under (refresh-token-lineage.ts). */
  keys: SigningKeys;
  limits: SessionLimits;
}

/**
 * Refuses a refresh of a session past its end, its time-box or its inactivity timeout before any
 * write, as supabase/auth does (tokens/service.go): 400 `session_expired`. The session stays, as
 * there; its tokens can no longer be refreshed.
 */
function refuseExpiredSession(
  session: Parameters<typeof sessionValidity>[0],
  limits: SessionLimits,
  now: Date,
): void {
  const validity = sessionValidity(session, limits, now);
  if (validity !== 'valid') throw authErrors.sessionExpired(validity);
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
 * Where the grant runs. SQLite: every statement in the group commit's transaction (`db` is it, and
 * `atomically` runs its work there). PostgreSQL: on the pool, with no transaction around the grant:
 * a rotation's writes are one statement (rotation-write.ts), and the rarer replay and reuse paths,
 * which write twice, take a transaction of their own. Under READ COMMITTED a transaction around the
 * read gave it no more than this does (the read takes no locks): it only cost two round trips.
 */
interface GrantDatabase {
  db: Db;
  atomically: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  rotate: RotationWrite;
}

/** The presented token with its session and user, or the grant's refusal when one is missing. */
async function grantable(db: Db, tokenHash: string) {
  const found = await presentedToken(db, tokenHash);
  if (!found) throw authErrors.refreshTokenNotFound();
  const { session, user } = found;
  if (!session) throw authErrors.refreshTokenSessionNotFound();
  if (!user) throw authErrors.refreshTokenNotFound();
  if (isBanned(user)) throw authErrors.userBannedAtGrant();
  return { ...found, session, user };
}

/**
 * Returns (never throws) 'reused' so that the revocation of the token family commits. A session
 * that ends while the grant runs (a sign-out, the user's deletion: on PostgreSQL nothing holds it
 * between the read and the writes) is answered as a refresh arriving after it would be, 400
 * `refresh_token_not_found` (supabase/auth answers so when its locked re-read finds nothing), with
 * nothing written: each write path first takes the session's row and finds it gone.
 */
async function rotateRefreshToken(
  { db, atomically, rotate }: GrantDatabase,
  { presented, origin, graceMs, keys, limits }: RotationRequest,
): Promise<IssuedSession | 'reused'> {
  const tokenHash = sha256Hex(presented);
  let found = await grantable(db, tokenHash);
  const now = new Date();
  refuseExpiredSession(found.session, limits, now);

  if (found.token.revoked_at === null) {
    const { session, user, identities, factors } = found;
    const child = childRefreshToken(keys, presented);
    const refreshed = await rotate(db, {
      tokenId: found.token.id,
      session,
      child,
      now,
      ip: origin.ip,
    });
    if (refreshed) return { user, identities, session: refreshed, refreshToken: child, factors };
    // Nothing written: another refresh of this token revoked it first (this one is a replay of
    // it), or the session ended meanwhile (and the token with it). What is left now decides.
    found = await grantable(db, tokenHash);
  }
  const { token, session, user, identities, factors } = found;
  const revokedFor = now.getTime() - new Date(token.revoked_at ?? now).getTime();
  if (revokedFor >= graceMs) {
    await atomically(async (trx) => {
      const ended = await trx
        .deleteFrom('sessions')
        .where('id', '=', session.id)
        .executeTakeFirst();
      // Ended meanwhile by someone else: nothing is revoked nor recorded (its user may be gone).
      if (Number(ended.numDeletedRows) !== 1) throw authErrors.refreshTokenNotFound();
      await writeAudit(trx, {
        action: 'token_revoked',
        userId: user.id,
        actorId: user.id,
        ip: origin.ip,
        traits: { reason: 'refresh_token_reused', session_id: session.id },
      });
    });
    return 'reused';
  }
  // A replay inside the window: the same child again, never a second live token.
  const descendant = await liveDescendant(db, keys, token, presented);
  if (descendant === undefined) throw authErrors.refreshTokenAlreadyUsed();
  const refreshedAt = nowIso(now);
  await atomically(async (trx) => {
    const marked = await markRefreshed(trx, { id: session.id, refreshedAt, ip: origin.ip });
    // The session ended since the read: its tokens went with it, the descendant too.
    if (Number(marked.numAffectedRows) !== 1) throw authErrors.refreshTokenNotFound();
    await writeAudit(trx, refreshedEvent(session, origin.ip));
  });
  return {
    user,
    identities,
    session: { ...session, refreshed_at: refreshedAt, updated_at: refreshedAt, ip: origin.ip },
    refreshToken: descendant,
    factors,
  };
}

/**
 * The grant's database work, as the auth service calls it: on SQLite, concurrent grants share one
 * transaction (db/group-commit.ts); on PostgreSQL each runs on its own, its rotation in one
 * statement.
 */
export function refreshRotation(
  database: Pick<AppDatabase, 'kind' | 'db'>,
): (request: RotationRequest) => Promise<IssuedSession | 'reused'> {
  const rotate = rotationWrite(database.kind);
  if (database.kind === 'sqlite') {
    return groupCommit(database, (trx, request: RotationRequest) =>
      rotateRefreshToken({ db: trx, atomically: (work) => work(trx), rotate }, request),
    );
  }
  const grant: GrantDatabase = {
    db: database.db,
    atomically: (work) => writeTransaction(database, ({ db }) => work(db)),
    rotate,
  };
  return (request) => rotateRefreshToken(grant, request);
}

export async function refreshTokenGrant(
  services: AuthServices,
  presented: string,
  origin: SessionOrigin,
): Promise<{ response: TokenResponse; sessionId: string }> {
  const outcome = await services.rotateRefreshToken({
    presented,
    origin,
    graceMs: services.config.auth.refreshReuseIntervalSeconds * 1000,
    keys: services.keys,
    limits: sessionLimitsOf(services.config.auth),
  });
  if (outcome === 'reused') throw authErrors.refreshTokenAlreadyUsed();
  // Signed after the commit: the signature waits on the crypto pool, not inside the transaction.
  return { response: await tokenResponse(services, outcome), sessionId: outcome.session.id };
}
