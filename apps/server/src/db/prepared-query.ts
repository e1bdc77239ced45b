/**
 * Queries built and compiled once, then run with new parameter values: for the hot paths of every
 * authenticated request, where building and compiling SQL costs more than running it.
 *
 * A query names its parameters either as a list (each one text, as most of these queries take) or
 * as an object giving each one's type (`{ userId: 'text', reps: 'number | null' }`), so that a
 * query comparing or writing numbers is built, and run, with each parameter typed as its column
 * expects. The builder sees placeholders, never values: it may place them, not compute with them.
 */
import { randomUUID } from 'node:crypto';
import type { CompiledQuery, Compilable, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema.js';

/** A number goes where the query was built with its name's placeholder (a LIMIT, say). */
type Values<Name extends string> = Record<Name, string | number | null>;

export type PreparedQuery<Name extends string, Row> = (
  executor: Kysely<Database>,
  values: Values<Name>,
) => Promise<Row[]>;

/** What a parameter named in an object holds. */
type ParameterType = 'text' | 'number' | 'text | null' | 'number | null';

type Typed<Type extends ParameterType> = Type extends 'text'
  ? string
  : Type extends 'number'
    ? number
    : Type extends 'text | null'
      ? string | null
      : number | null;

/** Parameters named with their types: `{ userId: 'text', reps: 'number | null' }`. */
export type ParameterTypes = Readonly<Record<string, ParameterType>>;

/** The values of typed parameters (and what the builder sees them as). */
export type TypedValues<Types extends ParameterTypes> = {
  -readonly [Name in keyof Types]: Typed<Types[Name]>;
};

export type TypedQuery<Types extends ParameterTypes, Row> = (
  executor: Kysely<Database>,
  values: TypedValues<Types>,
) => Promise<Row[]>;

/** The parameters' names, from either way of naming them. */
function namesOf(parameters: readonly string[] | ParameterTypes): string[] {
  return isList(parameters) ? [...parameters] : Object.keys(parameters);
}

const isList = (parameters: readonly string[] | ParameterTypes): parameters is readonly string[] =>
  Array.isArray(parameters);

interface Compiled<Name extends string> {
  query: CompiledQuery;
  /** The parameter name at each position of the compiled query. */
  positions: Name[];
}

/**
 * The SQL of every query compiled here, with the statement name PostgreSQL prepares it under
 * (database.ts): a few dozen texts, each compiled once per dialect.
 */
const statementNames = new Map<string, string>();

/** The prepared statement's name for SQL compiled here; undefined for any other SQL. */
export function statementNameOf(sql: string): string | undefined {
  return statementNames.get(sql);
}

/** Builds the query with a unique sentinel for each named parameter, and finds where each went. */
function compileNamed<Name extends string, Row>(
  names: readonly Name[],
  build: (parameters: Record<Name, string>) => Compilable<Row>,
): Compiled<Name> {
  const sentinels = Object.fromEntries(
    names.map((name) => [name, `__${name}_${randomUUID()}__`]),
  ) as Record<Name, string>;
  const query = build(sentinels).compile();
  const positions = query.parameters.map((value) => {
    const name = names.find((candidate) => sentinels[candidate] === value);
    if (name === undefined) throw new Error('prepareQuery: every parameter must be a named one');
    return name;
  });
  if (!statementNames.has(query.sql))
    statementNames.set(query.sql, `ascend_${statementNames.size + 1}`);
  return { query, positions };
}

function execute<Name extends string, Row>(
  executor: Kysely<Database>,
  { query, positions }: Compiled<Name>,
  values: Values<Name>,
): Promise<QueryResult<Row>> {
  return executor.executeQuery<Row>({
    ...query,
    parameters: positions.map((name) => values[name]),
  });
}

async function run<Name extends string, Row>(
  executor: Kysely<Database>,
  compiled: Compiled<Name>,
  values: Values<Name>,
): Promise<Row[]> {
  return (await execute<Name, Row>(executor, compiled, values)).rows;
}

/** Runs on any executor of the dialect it was built for: the database, or a transaction. */
export function prepareQuery<Name extends string, Row>(
  names: readonly Name[],
  build: (parameters: Record<Name, string>) => Compilable<Row>,
): PreparedQuery<Name, Row> {
  const compiled = compileNamed(names, build);
  return (executor, values) => run(executor, compiled, values);
}

type Build<Name extends string, Row> = (
  db: Kysely<Database>,
  parameters: Record<Name, string>,
) => Compilable<Row>;

type TypedBuild<Types extends ParameterTypes, Row> = (
  db: Kysely<Database>,
  parameters: TypedValues<Types>,
) => Compilable<Row>;

/** Compiles on first use for each dialect, with the builder of the executor that first runs it. */
function perDialect<Name extends string, Row>(names: readonly Name[], build: Build<Name, Row>) {
  const byAdapter = new WeakMap<object, Compiled<Name>>();
  return (executor: Kysely<Database>): Compiled<Name> => {
    // A transaction shares its database's adapter, so both find the same compiled query.
    // `getExecutor()` is marked @internal in Kysely's types, and it is the one use of Kysely's
    // internals in the server, kept to this line: no public API tells which dialect an executor
    // speaks, and keying by the executor instead would compile again in every transaction (a new
    // object each time): the refresh grant's, the sign-ins' and the audit log's writes run in them.
    const adapter = executor.getExecutor().adapter;
    let compiled = byAdapter.get(adapter);
    if (compiled === undefined) {
      compiled = compileNamed(names, (parameters) => build(executor, parameters));
      byAdapter.set(adapter, compiled);
    }
    return compiled;
  };
}

/**
 * For module-level queries that any database may run: compiled once per dialect (the SQL differs
 * between SQLite and PostgreSQL). Resolves to the rows.
 */
export function sharedQuery<Name extends string, Row>(
  names: readonly Name[],
  build: Build<Name, Row>,
): PreparedQuery<Name, Row>;
export function sharedQuery<const Types extends ParameterTypes, Row>(
  types: Types,
  build: TypedBuild<Types, Row>,
): TypedQuery<Types, Row>;
export function sharedQuery<Row>(
  parameters: readonly string[] | ParameterTypes,
  build: Build<string, Row>,
): PreparedQuery<string, Row> {
  const compiledFor = perDialect(namesOf(parameters), build);
  return (executor, values) => run(executor, compiledFor(executor), values);
}

/** The same for a write whose caller needs the result (`numAffectedRows`). */
export function preparedWrite<Name extends string, Row>(
  names: readonly Name[],
  build: Build<Name, Row>,
): (executor: Kysely<Database>, values: Values<Name>) => Promise<QueryResult<Row>>;
export function preparedWrite<const Types extends ParameterTypes, Row>(
  types: Types,
  build: TypedBuild<Types, Row>,
): (executor: Kysely<Database>, values: TypedValues<Types>) => Promise<QueryResult<Row>>;
export function preparedWrite<Row>(
  parameters: readonly string[] | ParameterTypes,
  build: Build<string, Row>,
): (executor: Kysely<Database>, values: Values<string>) => Promise<QueryResult<Row>> {
  const compiledFor = perDialect(namesOf(parameters), build);
  return (executor, values) => execute(executor, compiledFor(executor), values);
}

/** The same as prepareQuery, bound to one database. */
export function compileOnce<Name extends string, Row>(
  db: Kysely<never>,
  names: readonly Name[],
  build: (parameters: Record<Name, string>) => Compilable<Row>,
): (values: Values<Name>) => Promise<Row[]> {
  const query = prepareQuery(names, build);
  return (values) => query(db, values);
}
