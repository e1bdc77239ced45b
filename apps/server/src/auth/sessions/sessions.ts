/**
 * Sessions and the token response. `createSession` is the one seam every sign-in method goes
 * through (password, e-mail link, PKCE, and later OAuth and MFA step-up), with its own aal and amr.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { IdentityRow, MfaFactorRow, SessionRow, UserRow } from '../../db/schema.js';
import type { AuthServices } from '../auth-services.js';
import { factorsOf } from '../mfa/factors-repository.js';
import type { AmrEntry } from '../../identity/access-token-claims.js';
import { signAccessToken } from '../tokens/sign-access-token.js';
import { userJson, type UserJson } from '../users/user-json.js';
import type { Db } from '../../db/database.js';
import { identitiesOf } from '../users/identities-repository.js';
import { sharedQuery } from '../../db/prepared-query.js';
import { nowIso } from '../../time/now-iso.js';
import { parseJsonObject } from '../../json/parse-json-object.js';
import { randomToken } from '../../secrets/random-token.js';
import { sha256Hex } from '../../secrets/sha256-hex.js';

type Aal = 'aal1' | 'aal2';

export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  weak_password?: { reasons: string[] };
}

/** Inserts a refresh token for a session and returns the raw token (only its hash is stored). */
// Compiled once per dialect: every sign-in and refresh inserts one.
const insertRefreshTokenRow = sharedQuery(
  ['id', 'tokenHash', 'userId', 'sessionId', 'parentId', 'createdAt'],
  (db, p) =>
    db.insertInto('refresh_tokens').values({
      id: p.id,
      token_hash: p.tokenHash,
      user_id: p.userId,
      session_id: p.sessionId,
      parent_id: p.parentId,
      // revoked_at is left out: NULL, and a literal null would not be a named parameter.
      created_at: p.createdAt,
    }),
);

/** A session's first token is drawn at random; a rotation passes the child it derived. */
export async function insertRefreshToken(
  db: Db,
  session: { id: string; user_id: string },
  parentId: string | null,
  token = randomToken(24),
): Promise<string> {
  await insertRefreshTokenRow(db, {
    id: randomUUID(),
    tokenHash: sha256Hex(token),
    userId: session.user_id,
    sessionId: session.id,
    parentId,
    createdAt: nowIso(),
  });
  return token;
}

async function createSession(
  db: Db,
  user: UserRow,
  input: SessionInput,
): Promise<{ session: SessionRow; refreshToken: string; user: UserRow }> {
  const now = nowIso();
  const amr: AmrEntry[] = [
    {
      method: input.method,
      timestamp: Math.floor(Date.now() / 1000),
      ...(input.provider ? { provider: input.provider } : {}),
    },
  ];
  const session: SessionRow = {
    id: randomUUID(),
    user_id: user.id,
    aal: input.aal,
    amr: JSON.stringify(amr),
    factor_id: input.factorId ?? null,
    user_agent: input.origin.userAgent?.slice(0, 512) ?? null,
    ip: input.origin.ip,
    not_after: null,
    refreshed_at: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('sessions').values(session).execute();
  await db
    .updateTable('users')
    .set({ last_sign_in_at: now, updated_at: now })
    .where('id', '=', user.id)
    .execute();
  return {
    session,
    refreshToken: await insertRefreshToken(db, session, null),
    user: { ...user, last_sign_in_at: now, updated_at: now },
  };
}

/**
 * Everything a token response is built from, gathered in the transaction that issued the session.
 * The access token is signed after that transaction commits: signing waits on the crypto thread
 * pool, and a transaction held open meanwhile would stall every other writer (on SQLite, every
 * query: there is one connection).
 */
export interface IssuedSession {
  user: UserRow;
  identities: IdentityRow[];
  session: SessionRow;
  refreshToken: string;
  factors: MfaFactorRow[];
}

export async function tokenResponse(
  services: AuthServices,
  { user, identities, session, refreshToken, factors }: IssuedSession,
): Promise<TokenResponse> {
  const iat = Math.floor(Date.now() / 1000);
  const expiresIn = services.config.auth.jwtExpSeconds;
  const accessToken = await signAccessToken(services.keys, {
    sub: user.id,
    aud: user.aud,
    exp: iat + expiresIn,
    iat,
    iss: services.issuer,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: parseJsonObject(user.app_metadata),
    user_metadata: parseJsonObject(user.user_metadata),
    role: user.role,
    aal: session.aal,
    amr: JSON.parse(session.amr) as AmrEntry[],
    session_id: session.id,
    is_anonymous: user.is_anonymous === 1,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: iat + expiresIn,
    refresh_token: refreshToken,
    user: userJson(user, identities, factors),
  };
}

/** The informational headers supabase/auth sets whenever it issues a session. */
export function setSessionHeaders(reply: FastifyReply, userId: string, sessionId: string): void {
  reply.header('sb-auth-user-id', userId).header('sb-auth-session-id', sessionId);
}

/** The redirect fragment of the implicit flow (`AccessTokenResponse.AsRedirectURL`). */
export function sessionFragment(response: TokenResponse, type: string): string {
  return new URLSearchParams({
    access_token: response.access_token,
    expires_at: String(response.expires_at),
    expires_in: String(response.expires_in),
    refresh_token: response.refresh_token,
    token_type: response.token_type,
    type,
    sb: '',
  }).toString();
}

export interface SessionInput {
  aal: Aal;
  method: string;
  provider?: string;
  origin: SessionOrigin;
  factorId?: string;
}

/**
 * Creates a session for the user in the caller's transaction; the caller builds the token response
 * with `tokenResponse` once that transaction has committed.
 */
export async function signIn(db: Db, user: UserRow, input: SessionInput): Promise<IssuedSession> {
  const issued = await createSession(db, user, input);
  return issuedSession(db, issued.user, issued.session, issued.refreshToken);
}

/** A session just created or renewed, with the user's identities and factors read beside it. */
export async function issuedSession(
  db: Db,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<IssuedSession> {
  return {
    user,
    identities: await identitiesOf(db, user.id),
    session,
    refreshToken,
    factors: await factorsOf(db, user.id),
  };
}
