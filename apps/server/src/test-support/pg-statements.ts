/**
 * Every statement the server's PostgreSQL clients send, counted at the driver (`pg.Client#query`):
 * for tests of how many round trips a request costs. Start it before the server connects
 * (database.ts binds each pooled client's query as it connects); `restore()` puts the driver back.
 */
import pg from 'pg';

export function recordPgStatements(): { statements: string[]; restore: () => void } {
  const statements: string[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back after, called with its client
  const originalQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    const name = typeof first === 'object' ? ` [named ${(first as { name?: string }).name}]` : '';
    statements.push(text + name);
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    statements,
    restore: () => {
      pg.Client.prototype.query = originalQuery;
    },
  };
}
