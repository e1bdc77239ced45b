/**
 * Real databases for tests: a fresh SQLite file always, and a fresh PostgreSQL database when
 * TEST_DATABASE_URL points at a server (CI starts one). Each call gets its own, so test files run in
 * parallel without seeing each other's rows.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { openDatabase, type AppDatabase, type DatabaseKind } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/** The database kinds every query-module suite runs on here. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  kind: DatabaseKind;
  /** The Config['database'] that opens it, for starting a server against it. */
  settings: Config['database'];
  /** A temporary directory usable as DATA_DIR. */
  dataDir: string;
  /** DATABASE_URL to hand to a child process (undefined for SQLite: it lives in dataDir). */
  databaseUrl: string | undefined;
  dispose: () => Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-test-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    return {
      kind,
      settings: { kind, file: path.join(dataDir, 'ascend.sqlite') },
      dataDir,
      databaseUrl: undefined,
      dispose: () => Promise.resolve(removeDataDir()),
    };
  }
  const name = `ascend_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    kind,
    settings: { kind, url: url.toString() },
    dataDir,
    databaseUrl: url.toString(),
    dispose: async () => {
      removeDataDir();
      await withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/** A migrated database, opened; dispose closes and drops it. */
export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<{ database: AppDatabase; dispose: () => Promise<void> }> {
  const test = await createTestDatabase(kind);
  const database = await openDatabase(test.settings);
  await migrateToLatest(database.db as never);
  return {
    database,
    dispose: async () => {
      await database.close();
      await test.dispose();
    },
  };
}
