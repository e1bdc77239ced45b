/**
 * Turns the ways a start can fail into one clear line for the operator, instead of a stack trace.
 */
import { ConfigError } from './config.js';
import { DataDirError } from './data-dir.js';
import { DatabaseUnavailableError } from './db/database.js';
import { MigrationError } from './db/migrate.js';

const KNOWN = [ConfigError, DataDirError, DatabaseUnavailableError, MigrationError];

export function describeStartupError(
  error: unknown,
  where?: { host: string; port: number },
): string {
  if (KNOWN.some((kind) => error instanceof kind)) return (error as Error).message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE' && where) {
    return `port ${where.port} on ${where.host} is already in use: stop the other server or set PORT`;
  }
  if ((code === 'EACCES' || code === 'EPERM') && where) {
    return `not allowed to listen on ${where.host}:${where.port}: choose a PORT above 1023`;
  }
  if ((code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') && where) {
    return `cannot listen on HOST ${where.host}: no such address on this machine`;
  }
  return `unexpected start-up failure: ${error instanceof Error ? error.message : String(error)}`;
}
