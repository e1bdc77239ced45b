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
import { startProgressBackfill } from './api/progress/progress-backfill.js';
import { healthRoutes } from './health/health-routes.js';
import {
  closeConnectionsWhileDraining,
  createReadiness,
  type Readiness,
} from './health/readiness.js';
import { frameworkErrorAnswer } from './http/framework-errors.js';
import { rootErrorHandler } from './http/root-error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { requestChildLogger, withLogRedaction } from './http/log-redaction.js';
import { parseBoundedJson } from './http/parse-json-body.js';
import { loadSigningKeys, type SigningKeys } from './auth/keys/signing-keys.js';
import {
  createAccessTokenVerifier,
  type AccessTokenVerifier,
} from './auth/tokens/verify-access-token.js';
import {
  createTokenAuthenticator,
  type TokenAuthenticator,
} from './identity/token-authenticator.js';
import { createUserSessionLoader } from './identity/user-session-loader.js';
import { serveWebApp } from './web/serve-web-app.js';
import { webRuntimeConfig } from './web/web-runtime-config.js';
import { authFrameworkRefusals, authPlugin } from './auth/auth-plugin.js';
import { apiPlugin } from './api/api-plugin.js';
import { avatarStorage } from './api/avatar/avatar-storage.js';
import { moveDiskAvatars } from './api/avatar/move-disk-avatars.js';
import { openFileStore } from './storage/open-file-store.js';
import { createMailTransport } from './mail/create-mail-transport.js';
import { devMailRoutes } from './mail/dev-mail-routes.js';
import type { MailTransport } from './mail/mail-transport.js';
import { ensureDataDir } from './data-dir.js';
import { afterAnswerWork, type AfterAnswerWork } from './auth/http/after-answer.js';
import {
  createRateLimitCounters,
  type RateLimitCounters,
} from './rate-limits/rate-limit-counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: AppDatabase;
    signingKeys: SigningKeys;
    /** Sends mail: SMTP when SMTP_URL is set, else the development outbox. */
    mail: MailTransport;
    /** Verifies bearer tokens (signature, `exp`) with the configured keys; see verify-access-token.ts. */
    accessTokens: AccessTokenVerifier;
    /** Bearer authentication for both services: identity/token-authenticator.ts. */
    authenticator: TokenAuthenticator;
    /** The one rate-limit engine, for the auth service and the product API alike. */
    rateLimitCounters: RateLimitCounters;
    /** Draining from SIGTERM on: `/health/ready` answers 503 (health/readiness.ts). */
    readiness: Readiness;
    /** Mails still to send after their answers (auth/http/after-answer.ts). */
    afterAnswers: AfterAnswerWork;
  }
}

export interface BuildAppOptions {
  /** Pino options or `false`; defaults to JSON logs at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** An already-open database (tests share one); otherwise the configured one is opened and closed with the app. */
  database?: AppDatabase;
}

export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  ensureDataDir(config.dataDir);
  const database = options.database ?? (await openDatabase(config.database));
  const ownsDatabase = options.database === undefined;

  const app = Fastify({
    // Never log credentials, at any level, whoever configured the logger.
    logger:
      options.logger === false
        ? false
        : withLogRedaction(
            options.logger === undefined || options.logger === true
              ? { level: config.logLevel }
              : options.logger,
          ),
    ...(options.logger === false ? {} : { childLoggerFactory: requestChildLogger }),
    trustProxy: config.trustProxy,
    // The largest JSON body any route takes (the product API's); auth routes set smaller ones, and
    // avatar uploads have their own file-size limit. Bodies sent to unknown paths are read up to it.
    bodyLimit: 64 * 1024,
    genReqId: () => randomUUID(),
    // Fewer wasted sockets on shutdown: idle keep-alive connections close at once, busy ones finish.
    forceCloseConnections: 'idle',
    connectionTimeout: 30_000,
    // An idle keep-alive connection stays open this long (Fastify's default, said here because a
    // balancer depends on it): longer than nginx keeps its idle upstream connections
    // (docs/deployment.md: `keepalive_timeout 30s`), so nginx, not the instance, closes an idle
    // one, and never sends a request on a connection the instance is closing.
    keepAliveTimeout: 72_000,
    requestTimeout: 30_000,
    // A request that reached an accepted connection while the server closes is served (with
    // `Connection: close`), not refused with a 503 a balancer would pass on: the database closes
    // only after the last connection has ended (onClose hooks run after the server's own).
    return503OnClosing: false,
    // Malformed URLs are answered in the shape of the surface they name, not Fastify's own.
    frameworkErrors: frameworkErrorAnswer([authFrameworkRefusals]),
  });

  try {
    await migrateToLatest(database.db as never);
    await database.enableReadCache();
    database.onPoolWait((wait) =>
      app.log.warn(
        { databasePool: wait },
        `database pool exhausted: a query waited ${wait.waitedMs} ms for one of ${wait.poolSize} connections (DATABASE_POOL_SIZE)`,
      ),
    );
    // A request that may have written answers only once its writes have dropped what the read
    // cache holds of them, so the client's next read on this instance sees them (PostgreSQL: see
    // db/read-cache/postgres-user-changes.ts; on SQLite the cache drops them as they are written).
    if (database.kind === 'postgres') {
      app.addHook('onSend', async (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') await database.ownChangesSeen();
      });
    }
    const signingKeys = await loadSigningKeys(config);

    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('signingKeys', signingKeys);
    const accessTokens = createAccessTokenVerifier(signingKeys);
    app.decorate('accessTokens', accessTokens);
    app.decorate(
      'authenticator',
      createTokenAuthenticator({
        verifier: accessTokens,
        users: createUserSessionLoader(database.db, database.readCache),
      }),
    );
    app.decorate('rateLimitCounters', createRateLimitCounters(database.db));
    // The mails promised by answers already sent go out before what they need closes (each hook
    // waits for them, whichever order Fastify runs the hooks in).
    const afterAnswers = afterAnswerWork();
    app.decorate('afterAnswers', afterAnswers);
    if (ownsDatabase)
      app.addHook('onClose', async () => {
        await afterAnswers.settled();
        await database.close();
      });
    const mail = createMailTransport(config, database.db, app.log);
    app.decorate('mail', mail);
    app.addHook('onClose', async () => {
      await afterAnswers.settled();
      await mail.close();
    });

    await registerSecurityHeaders(app, config);
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, parseBoundedJson);

    app.setErrorHandler(rootErrorHandler);

    const readiness = createReadiness();
    app.decorate('readiness', readiness);
    app.addHook('onSend', closeConnectionsWhileDraining(readiness));
    healthRoutes(app);
    // Uploaded files live where every instance sees them (storage/); avatars an earlier version
    // kept on this instance's disk move there first.
    const files = openFileStore(config, database);
    app.addHook('onClose', () => files.close());
    const movedAvatars = await moveDiskAvatars(config.dataDir, database.db, files);
    if (movedAvatars.moved + movedAvatars.discarded > 0) {
      app.log.info(movedAvatars, 'avatars moved from the data directory into the file store');
    }
    // Avatars are the product API's, but a user deleted through the admin API loses theirs too.
    const avatars = avatarStorage(files);
    await authPlugin(app, { mail, onUserDeleted: (userId) => avatars.remove(userId) });
    await apiPlugin(app, { avatars });
    if (config.mail.outbox) devMailRoutes(app);
    await serveWebApp(app, config, webRuntimeConfig(config));
    // After the routes, so requests are answered while the queue drains; stopped before the
    // database closes.
    let backfill: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', (done) => {
      backfill = startProgressBackfill(database, app.log);
      done();
    });
    app.addHook('preClose', async () => {
      await backfill?.stop();
    });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw error;
  }
  return app;
}
