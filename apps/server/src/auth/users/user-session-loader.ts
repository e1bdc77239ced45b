/**
 * Loads the user of an access token with its session and identities in one query, compiled once
 * per server, and the user's factors: the whole database cost of an authenticated auth request
 * such as `GET /user`. Both are read through the per-user read cache (db/user-read-cache.ts), so
 * the values are frozen.
 */
import type { IdentityRow, MfaFactorRow, SessionRow, UserRow } from '../../db/schema.js';
import { compileOnce } from '../../db/prepared-query.js';
import type { UserReadCache } from '../../db/user-read-cache.js';
import { factorsOf } from '../mfa/factors-repository.js';
import type { Db } from './users-repository.js';

export interface LoadedUser {
  user?: UserRow;
  session?: SessionRow;
  identities: readonly IdentityRow[];
}

export interface UserSessionLoader {
  load(userId: string, sessionId: string | undefined): Promise<LoadedUser>;
  /** The user's MFA factors, oldest first. */
  factors(userId: string): Promise<readonly MfaFactorRow[]>;
}

const SESSION_COLUMNS = [
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

const IDENTITY_COLUMNS = [
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

const SESSION_ALIASES = SESSION_COLUMNS.map((column) => `s__${column}` as const);
const IDENTITY_ALIASES = IDENTITY_COLUMNS.map((column) => `i__${column}` as const);

export function createUserSessionLoader(db: Db, cache: UserReadCache): UserSessionLoader {
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

  return {
    load(userId, sessionId) {
      // '' matches no session when the token names none.
      const session = sessionId ?? '';
      return cache.read(userId, `user+session:${session}`, () => loadUncached(userId, session));
    },
    factors: (userId) => cache.read(userId, 'factors', () => factorsOf(db, userId)),
  };
}
