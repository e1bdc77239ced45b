/**
 * Whether a database the server wrote (and perhaps died writing) is whole: SQLite's own integrity and
 * foreign-key checks, and on both databases the product's invariants as plain SQL. Each query
 * counts the rows that break one invariant; a consistent database answers 0 for every one.
 */
import type { E2eDatabase } from './test-database.js';

const INVARIANTS: Record<string, string> = {
  'identities without their user':
    'select count(*) as n from identities i left join users u on u.id = i.user_id where u.id is null',
  // Sign-up writes the user and its e-mail identity in one transaction.
  'e-mail users without an e-mail identity': `select count(*) as n from users u
     where u.email is not null and not exists (
       select 1 from identities i where i.user_id = u.id and i.provider = 'email')`,
  'sessions without their user':
    'select count(*) as n from sessions s left join users u on u.id = s.user_id where u.id is null',
  // A session is created with its first refresh token in one transaction.
  'sessions without a refresh token': `select count(*) as n from sessions s
     where not exists (select 1 from refresh_tokens r where r.session_id = s.id)`,
  'refresh tokens without their session or with another user': `select count(*) as n
     from refresh_tokens r left join sessions s on s.id = r.session_id
     where s.id is null or s.user_id <> r.user_id`,
  'settings without their user':
    'select count(*) as n from user_settings t left join users u on u.id = t.user_id where u.id is null',
  'factors without their user':
    'select count(*) as n from mfa_factors f left join users u on u.id = f.user_id where u.id is null',
  'one-time tokens without their user':
    'select count(*) as n from one_time_tokens o left join users u on u.id = o.user_id where u.id is null',
};

/** Every broken invariant, as one line each; empty when the database is consistent. */
export async function consistencyProblems(database: E2eDatabase): Promise<string[]> {
  const problems: string[] = [];
  if (database.kind === 'sqlite') {
    const integrity = await database.query<{ integrity_check: string }>('pragma integrity_check');
    const verdict = integrity.map((row) => row.integrity_check).join('; ');
    if (verdict !== 'ok') problems.push(`integrity_check: ${verdict}`);
    const foreignKeys = await database.query('pragma foreign_key_check');
    if (foreignKeys.length > 0) {
      problems.push(`foreign_key_check: ${JSON.stringify(foreignKeys.slice(0, 5))}`);
    }
  }
  for (const [invariant, statement] of Object.entries(INVARIANTS)) {
    const [row] = await database.query<{ n: number | string }>(statement);
    const count = Number(row?.n ?? 0);
    if (count !== 0) problems.push(`${invariant}: ${count}`);
  }
  return problems;
}
