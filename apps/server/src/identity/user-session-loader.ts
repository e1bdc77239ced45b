/**
 * What an access token's session is, read two ways through the per-user read cache
 * (db/read-cache/read-cache.ts, so the values are read-only), each in one query compiled once per
 * server:
 *
 * - `load`: the user with its session and identities, the whole database cost of an authenticated
 *   auth request such as `GET /user`, which answers with all of them;
 * - `sessionState`: only what deciding on a product-API request needs (the session's owner and
 *   level, the user's ban, whether the user has a verified factor). `GET /api/v1/settings` is the
 *   product's hottest path: reading the user's row and identities there would cost more than the
 *   rest of the request on a cache miss (every request on PostgreSQL, the next one after each write
 *   on SQLite).
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, IdentityRow, SessionRow, UserRow } from '../db/schema.js';
import { compileOnce } from '../db/prepared-query.js';
import type { Cached, UserReadCache } from '../db/read-cache/read-cache.js';

export interface LoadedUser {
  user?: UserRow;
  session?: SessionRow;
  identities: readonly IdentityRow[];
}

/** A session with what its user's state adds to it; absent when either is gone. */
interface SessionState {
  user_id: string;
  aal: string;
  banned_until: string | null;
  /** SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean. */
  has_verified_factor: boolean | number;
}

export interface UserSessionLoader {
  load(userId: string, sessionId: string | undefined): Promise<Cached<LoadedUser>>;
  /** The session's state as one row, or none (returned as read, to add no step to the hot path). */
  sessionState(userId: string, sessionId: string): Promise<Cached<SessionState[]>>;
}

/** A session row's columns, as the loader and the refresh grant read them. */
export const SESSION_COLUMNS = [
  'id',
  'user_id',
  'aal',
  'amr',
  'factor_id',
  'user_agent',
  'ip',
  'not_after',
  'refreshed_at',
  'created_at',
  'updated_at',
] as const;

/** An identity row's columns, as the loader and the refresh grant read them. */
export const IDENTITY_COLUMNS = [
  'id',
  'provider_id',
  'provider',
  'user_id',
  'identity_data',
  'email',
  'last_sign_in_at',
  'created_at',
  'updated_at',
] as const;

// What each lookup reads: a write to the user's other rows (settings, check-ins…) keeps it cached,
// so the token check of the user's next request costs no query.
const USER_SESSION_TABLES = ['users', 'sessions', 'identities'] as const;
const SESSION_STATE_TABLES = ['sessions', 'users', 'mfa_factors'] as const;

const SESSION_ALIASES = SESSION_COLUMNS.map((column) => `s__${column}` as const);
const IDENTITY_ALIASES = IDENTITY_COLUMNS.map((column) => `i__${column}` as const);

export function createUserSessionLoader(
  db: Kysely<Database>,
  cache: UserReadCache,
): UserSessionLoader {
  const query = compileOnce(db as never, ['userId', 'sessionId'] as const, (p) =>
    db
      .selectFrom('users')
      .leftJoin('sessions', (join) =>
        join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', p.sessionId),
      )
      .leftJoin('identities', 'identities.user_id', 'users.id')
      .selectAll('users')
      .select(SESSION_COLUMNS.map((column) => `sessions.${column} as s__${column}` as const))
      .select(IDENTITY_COLUMNS.map((column) => `identities.${column} as i__${column}` as const))
      .where('users.id', '=', p.userId)
      .orderBy('identities.created_at'),
  );

  // The user's columns, as the first loaded row names them (the query selects `users.*`).
  let userColumns: string[] | undefined;

  async function loadUncached(userId: string, sessionId: string): Promise<LoadedUser> {
    const rows = (await query({ userId, sessionId })) as Record<string, unknown>[];
    if (rows.length === 0) return { identities: [] };
    const first = rows[0]!;
    userColumns ??= Object.keys(first).filter((key) => !/^[si]__/.test(key));
    const user: Record<string, unknown> = {};
    for (const column of userColumns) user[column] = first[column];
    const identities: IdentityRow[] = [];
    for (const row of rows) {
      if (row.i__id === null || row.i__id === undefined) continue;
      const identity: Record<string, unknown> = {};
      for (let index = 0; index < IDENTITY_COLUMNS.length; index += 1) {
        identity[IDENTITY_COLUMNS[index]!] = row[IDENTITY_ALIASES[index]!];
      }
      identities.push(identity as unknown as IdentityRow);
    }
    let session: SessionRow | undefined;
    if (first.s__id !== null && first.s__id !== undefined) {
      const fields: Record<string, unknown> = {};
      for (let index = 0; index < SESSION_COLUMNS.length; index += 1) {
        fields[SESSION_COLUMNS[index]!] = first[SESSION_ALIASES[index]!];
      }
      session = fields as unknown as SessionRow;
    }
    return { user: user as unknown as UserRow, ...(session ? { session } : {}), identities };
  }

  // The factor check rides on the session's lookup (and its cache entry: a change to the user's
  // factors drops it), so it costs no query of its own.
  const findSessionState = compileOnce(db as never, ['sessionId'] as const, (parameters) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id', 'sessions.aal', 'users.banned_until'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('mfa_factors')
              .select('mfa_factors.id')
              .whereRef('mfa_factors.user_id', '=', 'sessions.user_id')
              .where('mfa_factors.status', '=', sql.lit('verified')),
          )
          .as('has_verified_factor'),
      )
      .where('sessions.id', '=', parameters.sessionId),
  );

  return {
    load(userId, sessionId) {
      // '' matches no session when the token names none.
      const session = sessionId ?? '';
      return cache.read(userId, `user+session:${session}`, () => loadUncached(userId, session), {
        tables: USER_SESSION_TABLES,
      });
    },
    sessionState: (userId, sessionId) =>
      cache.read(userId, `session-state:${sessionId}`, () => findSessionState({ sessionId }), {
        tables: SESSION_STATE_TABLES,
      }),
  };
}
