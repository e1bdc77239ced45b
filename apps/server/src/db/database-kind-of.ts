import { PostgresAdapter, type Kysely } from 'kysely';
import type { DatabaseKind } from './database.js';

/**
 * Which database a Kysely instance (or a transaction of it) talks to, for code handed only the
 * instance: the progress write paths, which run inside their caller's transaction.
 */
export const databaseKindOf = <Schema>(db: Kysely<Schema>): DatabaseKind =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
