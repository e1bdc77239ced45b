/**
 * A query built and compiled once, then run with new parameter values: for the hot path of every
 * authenticated request, where building and compiling SQL would cost more than running it.
 */
import { randomUUID } from 'node:crypto';
import type { Compilable, Kysely } from 'kysely';

export function compileOnce<Name extends string, Row>(
  db: Kysely<never>,
  names: readonly Name[],
  build: (parameters: Record<Name, string>) => Compilable<Row>,
): (values: Record<Name, string>) => Promise<Row[]> {
  const sentinels = Object.fromEntries(
    names.map((name) => [name, `__${name}_${randomUUID()}__`]),
  ) as Record<Name, string>;
  const compiled = build(sentinels).compile();
  const positions = compiled.parameters.map((value) => {
    const name = names.find((candidate) => sentinels[candidate] === value);
    if (name === undefined) throw new Error('compileOnce: every parameter must be a named one');
    return name;
  });
  return async (values) => {
    const result = await db.executeQuery<Row>({
      ...compiled,
      parameters: positions.map((name) => values[name]),
    });
    return result.rows;
  };
}
