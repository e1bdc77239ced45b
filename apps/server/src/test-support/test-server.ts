/**
 * Starts the real server in-process on a random loopback port, on a fresh test database.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { DatabaseKind } from '../db/database.js';
import { createTestDatabase } from './test-database.js';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  close: () => Promise<void>;
}

export async function startTestServer(
  kind: DatabaseKind = 'sqlite',
  env: Record<string, string> = {},
  options: { webDistDir?: string; logger?: BuildAppOptions['logger'] } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  // The port is chosen first so SITE_URL (and so every link in a mail) points at this server.
  const port = await freePort();
  const config = loadConfig(
    {
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: database.dataDir,
      LOG_LEVEL: 'silent',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...env,
    },
    options.webDistDir === undefined ? {} : { webDistDir: options.webDistDir },
  );
  const app = await buildApp(
    config,
    options.logger === undefined ? {} : { logger: options.logger },
  );
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

/** A loopback port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
