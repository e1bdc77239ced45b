/**
 * The /auth/v1 service as a Fastify plugin: its own JSON parsing and error shapes (the protocol's,
 * not the product API's), the routes of routes.ts with their rate limits and authentication (the
 * token authenticator the app shares with the product API, `app.authenticator`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MailTransport } from '../mail/mail-transport.js';
import type { AuthServices } from './auth-services.js';
import { setJsonBodyParser } from '../http/json-body-parser.js';
import { sendAuthError } from './http/auth-error.js';
import { authErrorHandler } from './http/auth-error-handler.js';
import { authErrors } from './http/auth-errors.js';
import { authenticateAdmin, authenticateUser } from './http/authenticate.js';
import type { HandlerContext } from './http/handler.js';
import { createRateLimiter } from './rate-limits/rate-limits.js';
import {
  AUTH_ROUTES,
  DEFAULT_BODY_LIMIT,
  type AuthRoute,
  type RateLimitRule,
  type RuleStage,
} from './routes.js';
import { authIssuer } from './tokens/api-keys.js';
import { emailDomain, normalizeEmail } from './users/email-address.js';
import { factorsOf } from './mfa/factors-repository.js';
import { refreshRotation } from './sessions/refresh-grant.js';
import { serializeUnchangingOnce } from '../http/unchanging-payload.js';
import type { FrameworkRefusalSurface } from '../http/framework-errors.js';

const AUTH_PREFIX = '/auth/v1';

/** A URL under /auth/v1 that Fastify refuses before routing is answered in the protocol's shape. */
export const authFrameworkRefusals: FrameworkRefusalSurface = {
  prefix: AUTH_PREFIX,
  answer: ({ status, message }, request, reply) =>
    void sendAuthError(request, reply, authErrors.frameworkRefusal(status, message)),
};

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}

/** Passes the rules of one stage in their order; the first limit reached throws its 429. */
async function applyRateLimits(
  { limiter }: AuthServices,
  rules: readonly RateLimitRule[],
  request: FastifyRequest,
) {
  for (const rule of rules) {
    if (rule.when && !rule.when(request)) continue;
    if (rule.kind === 'room') {
      await limiter.assertRoom(rule.name, 'server');
      continue;
    }
    if (rule.by === 'ip') {
      await limiter.hit(rule.name, request.ip);
      continue;
    }
    if (rule.by === 'factor') {
      const factorId = (request.params as Record<string, unknown> | undefined)?.id;
      if (typeof factorId === 'string') {
        await limiter.hit(rule.name, `factor:${factorId.toLowerCase()}`);
      }
      continue;
    }
    const email = emailOf(request);
    if (email === undefined) continue;
    if (rule.kind === 'cooldown') {
      await limiter.cooldown(rule.mail, normalizeEmail(email));
      continue;
    }
    if (rule.by === 'email') {
      await limiter.hit(rule.name, normalizeEmail(email));
      continue;
    }
    const domain = emailDomain(email);
    if (domain) await limiter.hit(rule.name, `domain:${domain}`);
  }
}

const rulesAt = (route: AuthRoute, stage: RuleStage) =>
  route.rateLimits.filter((rule) => rule.stage === stage);

export async function authPlugin(
  app: FastifyInstance,
  options: {
    mail: MailTransport;
    /** Removes what other parts of the product keep for a user (their avatar file) after deletion. */
    onUserDeleted?: (userId: string) => Promise<unknown>;
  },
): Promise<void> {
  const { authenticator } = app;
  const { db, readCache } = app.database;
  const services: AuthServices = {
    config: app.config,
    db: app.database.db,
    database: app.database,
    keys: app.signingKeys,
    authenticator,
    mail: options.mail,
    onUserDeleted: options.onUserDeleted ?? (() => Promise.resolve()),
    limiter: createRateLimiter(
      app.rateLimitCounters,
      app.config.auth.rateLimits,
      app.config.auth.mailBudget,
    ),
    users: {
      load: (userId, sessionId) => authenticator.users.load(userId, sessionId),
      factors: (userId) =>
        readCache.read(userId, 'factors', () => factorsOf(db, userId), {
          tables: ['mfa_factors'],
        }),
    },
    rotateRefreshToken: refreshRotation(app.database),
    issuer: authIssuer(app.config.siteUrl),
    log: app.log,
  };

  await app.register(
    (scope, _options, done) => {
      // The client posts `Content-Type: application/json` with no body (logout); that is `{}`.
      setJsonBodyParser(scope, {
        // Routes set their own limit (routes.ts); this one is for paths that match no route.
        bodyLimit: DEFAULT_BODY_LIMIT,
        emptyBody: () => ({}),
        refuse: (refusal) =>
          refusal.problem === 'syntax'
            ? authErrors.badJson(refusal.message)
            : authErrors.validationFailed(refusal.message),
      });

      // No parameter of the protocol carries a NUL, and PostgreSQL's text type cannot store one.
      scope.addHook('onRequest', (request, _reply, done) => {
        done(
          /%00/i.test(request.url)
            ? authErrors.validationFailed('The URL must not contain NUL characters')
            : undefined,
        );
      });

      scope.setErrorHandler(authErrorHandler);

      scope.setReplySerializer(serializeUnchangingOnce((payload) => JSON.stringify(payload)));

      scope.setNotFoundHandler((request, reply: FastifyReply) =>
        sendAuthError(request, reply, authErrors.notFound()),
      );

      for (const route of AUTH_ROUTES) {
        const atRequest = rulesAt(route, 'request');
        const inHandler = rulesAt(route, 'inHandler');
        scope.route({
          method: route.method,
          url: route.url,
          ...(route.secretInUrl ? { logLevel: 'warn' as const } : {}),
          bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
          // Most routes have no limits: no hook at all saves a promise on every request.
          ...(atRequest.length > 0
            ? {
                preHandler: async (request: FastifyRequest) =>
                  applyRateLimits(services, atRequest, request),
              }
            : {}),
          handler: async (request, reply) => {
            let deferredPassed = false;
            const context: HandlerContext = {
              services,
              request,
              reply,
              passDeferredLimits: async () => {
                deferredPassed = true;
                await applyRateLimits(services, inHandler, request);
              },
            };
            if (route.auth === 'user') context.auth = await authenticateUser(services, request);
            if (route.auth === 'admin') context.admin = await authenticateAdmin(services, request);
            const answer = await route.handler(context);
            // A handler that forgot its deferred limits would let every request through them.
            if (inHandler.length > 0 && !deferredPassed) {
              throw new Error(`${route.method} ${route.url} answered without its deferred limits`);
            }
            return answer;
          },
        });
      }
      done();
    },
    { prefix: AUTH_PREFIX },
  );
}
