/**
 * Queries built and compiled once, then run with new parameter values: for the hot paths of every
 * authenticated request, where building and compiling SQL costs more than running it.
 */
import { randomUUID } from 'node:crypto';
import type { Compilable, Kysely } from 'kysely';
import type { Database } from './schema.js';

export type PreparedQuery<Name extends string, Row> = (
  executor: Kysely<Database>,
  values: Record<Name, string>,
) => Promise<Row[]>;

/** Runs on any executor: the database, or a transaction. */
export function prepareQuery<Name extends string, Row>(
  names: readonly Name[],
  build: (parameters: Record<Name, string>) => Compilable<Row>,
): PreparedQuery<Name, Row> {
  const sentinels = Object.fromEntries(
    names.map((name) => [name, `__${name}_${randomUUID()}__`]),
  ) as Record<Name, string>;
  const compiled = build(sentinels).compile();
  const positions = compiled.parameters.map((value) => {
    const name = names.find((candidate) => sentinels[candidate] === value);
    if (name === undefined) throw new Error('prepareQuery: every parameter must be a named one');
    return name;
  });
  return async (executor, values) => {
    const result = await executor.executeQuery<Row>({
      ...compiled,
      parameters: positions.map((name) => values[name]),
    });
    return result.rows;
  };
}

/** The same, bound to one database. */
export function compileOnce<Name extends string, Row>(
  db: Kysely<never>,
  names: readonly Name[],
  build: (parameters: Record<Name, string>) => Compilable<Row>,
): (values: Record<Name, string>) => Promise<Row[]> {
  const query = prepareQuery(names, build);
  return (values) => query(db, values);
}
