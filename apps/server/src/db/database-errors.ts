/**
 * Tells a database that cannot be reached (PostgreSQL down, restarting or out of connections; SQLite
 * locked or out of disk) from a bug, so requests answer 503 "try again" rather than 500 — and the
 * service resumes by itself once the database is back (the pool reconnects on the next query).
 */

/** Node socket errors seen when the server is unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/** PostgreSQL SQLSTATEs: 08xxx connection exceptions; 57P01–57P03 shutdown / cannot connect now; 53300 too many connections. */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** SQLite result codes that mean "not now" rather than "wrong query". */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY)/;

const POOL_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
  'The database connection is not open',
  'driver has already been destroyed',
];

export function isDatabaseUnavailableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailableError);
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (
      NETWORK_CODES.has(code) ||
      POSTGRES_UNAVAILABLE.test(code) ||
      SQLITE_UNAVAILABLE.test(code)
    ) {
      return true;
    }
  }
  if (typeof message === 'string' && POOL_MESSAGES.some((text) => message.includes(text))) {
    return true;
  }
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseUnavailableError(cause);
}

export const DATABASE_UNAVAILABLE_DETAIL =
  'The service is temporarily unavailable because its database cannot be reached. Please try again shortly.';

/** Seconds a client should wait before retrying. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
