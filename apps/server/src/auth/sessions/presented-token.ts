/**
 * What the refresh grant reads, in one statement: the presented token, its session and its user,
 * and the user's identities and factors (which the token response's user object lists), the last
 * two as JSON arrays aggregated beside the joined row. On PostgreSQL each statement is a round trip
 * on the grant's critical path; one read instead of three is two fewer (docs/architecture.md,
 * "PostgreSQL: the lean request path").
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { databaseKindOf } from '../../db/database-kind-of.js';
import { sharedQuery } from '../../db/prepared-query.js';
import type {
  IdentityRow,
  MfaFactorRow,
  RefreshTokenRow,
  SessionRow,
  UserRow,
} from '../../db/schema.js';
import { IDENTITY_COLUMNS, SESSION_COLUMNS } from '../../identity/user-session-loader.js';

const TOKEN_COLUMNS = [
  'id',
  'token_hash',
  'user_id',
  'session_id',
  'parent_id',
  'revoked_at',
  'created_at',
] as const;

// Every column of a factor row, as `factorsOf` (selectAll) reads it: the object names each one, so
// a column added to the table's type and not here does not compile.
const FACTOR_COLUMNS = Object.keys({
  id: true,
  user_id: true,
  friendly_name: true,
  factor_type: true,
  status: true,
  secret: true,
  phone: true,
  last_challenged_at: true,
  created_at: true,
  updated_at: true,
  last_totp_step: true,
} satisfies Record<keyof MfaFactorRow, true>);

/**
 * The rows of `table` that belong to the token's user, as one JSON array of objects in `orderBy`
 * order (as `identitiesOf` and `factorsOf` list them). Both databases aggregate with an ORDER BY of
 * their own (SQLite since 3.44), so the order does not rest on a subquery's.
 */
function userRowsAsJson(
  db: Db,
  table: 'identities' | 'mfa_factors',
  columns: readonly string[],
  orderBy: readonly string[],
): RawBuilder<unknown> {
  const postgres = databaseKindOf(db) === 'postgres';
  const fields = sql.join(
    columns.map((column) => sql`${sql.lit(column)}, ${sql.ref(`x.${column}`)}`),
  );
  const object = postgres ? sql`json_build_object(${fields})` : sql`json_object(${fields})`;
  const aggregate = postgres ? sql.raw('json_agg') : sql.raw('json_group_array');
  const order = sql.join(orderBy.map((column) => sql.ref(`x.${column}`)));
  return sql`(select coalesce(${aggregate}(${object} order by ${order}), '[]')
    from ${sql.table(table)} as x where ${sql.ref('x.user_id')} = ${sql.ref('t.user_id')})`;
}

// Compiled once per dialect: the refresh grant is the auth service's busiest write.
const presentedTokenRows = sharedQuery(['tokenHash'], (db, p) =>
  db
    .selectFrom('refresh_tokens as t')
    .leftJoin('sessions as s', 's.id', 't.session_id')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .select(TOKEN_COLUMNS.map((column) => `t.${column} as t__${column}` as const))
    .select(SESSION_COLUMNS.map((column) => `s.${column} as s__${column}` as const))
    .select(userRowsAsJson(db, 'identities', IDENTITY_COLUMNS, ['created_at']).as('i__json'))
    .select(userRowsAsJson(db, 'mfa_factors', FACTOR_COLUMNS, ['created_at', 'id']).as('f__json'))
    .where('t.token_hash', '=', p.tokenHash),
);

const PREFIXES = ['t__', 's__', 'i__', 'f__'];

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
    if (!PREFIXES.some((prefix) => column.startsWith(prefix))) user[column] = value;
  }
  return user as unknown as UserRow;
}

/** PostgreSQL's driver parses `json` itself; SQLite answers the array's text. */
const jsonArray = <Row>(value: unknown): Row[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Row[];

interface PresentedToken {
  token: RefreshTokenRow;
  session: SessionRow | undefined;
  user: UserRow | undefined;
  identities: IdentityRow[];
  factors: MfaFactorRow[];
}

/** The token whose hash is `tokenHash` with what the grant checks and answers; undefined if none. */
export async function presentedToken(
  db: Db,
  tokenHash: string,
): Promise<PresentedToken | undefined> {
  const [joined] = (await presentedTokenRows(db, { tokenHash })) as Record<string, unknown>[];
  if (!joined) return undefined;
  return {
    token: rowOf<RefreshTokenRow>(joined, 't__', TOKEN_COLUMNS)!,
    session: rowOf<SessionRow>(joined, 's__', SESSION_COLUMNS),
    user: userOf(joined),
    identities: jsonArray<IdentityRow>(joined.i__json),
    factors: jsonArray<MfaFactorRow>(joined.f__json),
  };
}
