/**
 * Loads the user of an access token together with its session (one query), and its identities:
 * what every authenticated auth request needs, compiled once per server.
 */
import type { IdentityRow, SessionRow, UserRow } from '../../db/schema.js';
import { compileOnce } from './compiled-query.js';
import type { Db } from './users-repository.js';

export interface UserSessionLoader {
  load(
    userId: string,
    sessionId: string | undefined,
  ): Promise<{ user?: UserRow; session?: SessionRow }>;
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

export function createUserSessionLoader(db: Db): UserSessionLoader {
  const userWithSession = compileOnce(db as never, ['userId', 'sessionId'] as const, (p) =>
    db
      .selectFrom('users')
      .leftJoin('sessions', (join) =>
        join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', p.sessionId),
      )
      .selectAll('users')
      .select(SESSION_COLUMNS.map((column) => `sessions.${column} as session_${column}` as const))
      .where('users.id', '=', p.userId),
  );
  const identities = compileOnce(db as never, ['userId'] as const, (p) =>
    db.selectFrom('identities').selectAll().where('user_id', '=', p.userId).orderBy('created_at'),
  );

  return {
    async load(userId, sessionId) {
      // A UUID that matches no session when the token carries none.
      const [row] = await userWithSession({ userId, sessionId: sessionId ?? '' });
      if (!row) return {};
      const record = row as Record<string, unknown>;
      const user = {} as Record<string, unknown>;
      const session = {} as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) {
        if (key.startsWith('session_')) session[key.slice('session_'.length)] = value;
        else user[key] = value;
      }
      return {
        user: user as unknown as UserRow,
        ...(session.id ? { session: session as unknown as SessionRow } : {}),
      };
    },
    identities: (userId) => identities({ userId }) as Promise<IdentityRow[]>,
  };
}
