/**
 * Builds the whole server — web app, auth service, product API — from a configuration, without
 * listening, so tests start it in-process on a random port and main.ts starts it for real.
 * Layers: infrastructure plugins, then services decorated onto the instance, then routes.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { openDatabase, type AppDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_DETAIL,
  isDatabaseUnavailableError,
} from './db/database-errors.js';
import { healthRoutes } from './health/health-routes.js';
import { answerFrameworkError } from './http/framework-errors.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { loadSigningKeys, type SigningKeys } from './auth/keys/signing-keys.js';
import { serveWebApp } from './web/serve-web-app.js';
import { webRuntimeConfig } from './web/web-runtime-config.js';
import { authPlugin } from './auth/auth-plugin.js';
import { apiPlugin } from './api/api-plugin.js';
import { avatarStorage } from './api/avatar/avatar-storage.js';
import { createMailTransport } from './mail/create-mail-transport.js';
import { devMailRoutes } from './mail/dev-mail-routes.js';
import type { MailTransport } from './mail/mail-transport.js';
import { ensureDataDir } from './data-dir.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: AppDatabase;
    signingKeys: SigningKeys;
    /** Sends mail: SMTP when SMTP_URL is set, else the development outbox. */
    mail: MailTransport;
  }
}

export interface BuildAppOptions {
  /** Pino options or `false`; defaults to JSON logs at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** An already-open database (tests share one); otherwise the configured one is opened and closed with the app. */
  database?: AppDatabase;
}

/** Never log credentials: these request headers are redacted wherever they appear. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.apikey',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  ensureDataDir(config.dataDir);
  const database = options.database ?? (await openDatabase(config.database));
  const ownsDatabase = options.database === undefined;

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: REDACTED_PATHS },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    // Fewer wasted sockets on shutdown: idle keep-alive connections close at once, busy ones finish.
    forceCloseConnections: 'idle',
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    return503OnClosing: true,
    // Malformed URLs are answered in the shape of the surface they name, not Fastify's own.
    frameworkErrors: answerFrameworkError,
  });

  try {
    await migrateToLatest(database.db as never);
    database.enableReadCache();
    const signingKeys = await loadSigningKeys(config);

    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('signingKeys', signingKeys);
    if (ownsDatabase) app.addHook('onClose', () => database.close());
    const mail = createMailTransport(config, database.db, app.log);
    app.decorate('mail', mail);
    app.addHook('onClose', () => mail.close());

    await registerSecurityHeaders(app, config);

    app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
      if (isDatabaseUnavailableError(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ detail: DATABASE_UNAVAILABLE_DETAIL });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ detail: 'Internal server error' });
      }
      return reply.code(status).send({ detail: error.message });
    });

    healthRoutes(app);
    // Avatars are the product API's, but a user deleted through the admin API loses theirs too.
    const avatars = avatarStorage(config.dataDir);
    await authPlugin(app, { mail, onUserDeleted: (userId) => avatars.remove(userId) });
    await apiPlugin(app, { avatars });
    if (config.mail.outbox) devMailRoutes(app);
    await serveWebApp(app, config, webRuntimeConfig(config));
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw error;
  }
  return app;
}
