/**
 * A fresh database for a test that runs the built server as a child process: a SQLite file in its
 * own data directory, or (when TEST_DATABASE_URL points at a PostgreSQL server, as in CI) a new
 * PostgreSQL database on that server. `query` reads it directly, beside the server, with plain SQL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface E2eDatabase {
  kind: DatabaseKind;
  /** DATA_DIR for the server: the SQLite file, the signing keys and avatars live here. */
  dataDir: string;
  /** Environment that points the server at this database (DATA_DIR, and DATABASE_URL for PostgreSQL). */
  serverEnv: Record<string, string>;
  /** Runs one read-only statement and answers its rows (SQLite: opened read-only for the call). */
  query: <Row = Record<string, unknown>>(statement: string) => Promise<Row[]>;
  dispose: () => Promise<void>;
}

/** The kinds a process-level test runs on here: SQLite always, PostgreSQL where it is configured. */
export function e2eDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

const sqliteFileIn = (dataDir: string) => path.join(dataDir, 'ascend.sqlite');

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createE2eDatabase(kind: DatabaseKind): Promise<E2eDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-e2e-db-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    return {
      kind,
      dataDir,
      serverEnv: { DATA_DIR: dataDir },
      query: <Row>(statement: string) => {
        const connection = new SQLite(sqliteFileIn(dataDir), { readonly: true });
        try {
          return Promise.resolve(connection.prepare(statement).all() as Row[]);
        } finally {
          connection.close();
        }
      },
      dispose: () => Promise.resolve(removeDataDir()),
    };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ascend_e2e_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind,
    dataDir,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    query: <Row>(statement: string) =>
      withClient(databaseUrl, async (client) => (await client.query(statement)).rows as Row[]),
    dispose: async () => {
      removeDataDir();
      await withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
