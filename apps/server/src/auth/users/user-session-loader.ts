/**
 * Loads the user of an access token with its session and identities in one query, compiled once
 * per server: the whole database cost of an authenticated auth request such as `GET /user`.
 */
import type { IdentityRow, SessionRow, UserRow } from '../../db/schema.js';
import { compileOnce } from '../../db/prepared-query.js';
import type { Db } from './users-repository.js';

export interface LoadedUser {
  user?: UserRow;
  session?: SessionRow;
  identities: IdentityRow[];
}

export interface UserSessionLoader {
  load(userId: string, sessionId: string | undefined): Promise<LoadedUser>;
  /** The identities alone, for callers that already hold the user. */
  identities(userId: string): Promise<IdentityRow[]>;
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

export function createUserSessionLoader(db: Db): UserSessionLoader {
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

  const identitiesQuery = compileOnce(db as never, ['userId'] as const, (p) =>
    db.selectFrom('identities').selectAll().where('user_id', '=', p.userId).orderBy('created_at'),
  );

  return {
    identities: (userId) => identitiesQuery({ userId }),
    async load(userId, sessionId) {
      // '' matches no session when the token names none.
      const rows = (await query({ userId, sessionId: sessionId ?? '' })) as Record<
        string,
        unknown
      >[];
      if (rows.length === 0) return { identities: [] };
      const user: Record<string, unknown> = {};
      const session: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(rows[0]!)) {
        if (key.startsWith('s__')) session[key.slice(3)] = value;
        else if (!key.startsWith('i__')) user[key] = value;
      }
      const identities = rows
        .filter((row) => row.i__id !== null && row.i__id !== undefined)
        .map(
          (row) =>
            Object.fromEntries(
              IDENTITY_COLUMNS.map((column) => [column, row[`i__${column}`]]),
            ) as unknown as IdentityRow,
        );
      return {
        user: user as unknown as UserRow,
        ...(session.id ? { session: session as unknown as SessionRow } : {}),
        identities,
      };
    },
  };
}
