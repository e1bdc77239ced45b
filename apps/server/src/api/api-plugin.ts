/**
 * The product API: /api/v1 (settings, contact, avatar, account) and its OpenAPI document at
 * /api/docs. Everything lives in its own encapsulated scope: zod validation and serialisation,
 * `{"detail": ...}` errors, its JSON parser, rate limits and multipart uploads, without touching
 * the auth service's conventions.
 */
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/account-routes.js';
import { registerApiDocs } from './api-docs.js';
import type { AvatarStorage } from './avatar/avatar-storage.js';
import { avatarRoutes } from './avatar/avatar-routes.js';
import { contactRoutes } from './contact/contact-routes.js';
import { parseJsonBody } from '../http/parse-json-body.js';
import { serializeCachedOnce } from '../http/serialize-cached-once.js';
import { ApiError } from './http/api-error.js';
import { documentAuthenticationResponses } from './http/authentication-responses.js';
import { createAuthenticate } from './http/authenticate.js';
import { apiErrorHandler } from './http/error-handler.js';
import { recordMountedRoutes, type MountedApiRoute } from './http/mounted-routes.js';
import { fastifyRateLimitStore } from '../rate-limits/fastify-rate-limit-store.js';
import { writeRateLimitHook } from './rate-limits/write-rate-limit.js';
import { settingsRepository } from './settings/settings-repository.js';
import { settingsRoutes } from './settings/settings-routes.js';

const API_PREFIX = '/api/v1';

/** Settings and contact bodies are small; anything bigger is a mistake or an attack. */
const JSON_BODY_LIMIT = 64 * 1024;

async function v1Routes(
  scope: FastifyInstance,
  { avatars, mounted }: { avatars: AvatarStorage; mounted: MountedApiRoute[] },
): Promise<void> {
  recordMountedRoutes(scope, mounted);
  documentAuthenticationResponses(scope);
  scope.decorateRequest('apiUser', null);
  scope.setErrorHandler(apiErrorHandler);

  // JSON only (and multipart for the avatar): a text body is an unsupported type, not a string.
  scope.removeContentTypeParser('text/plain');
  // The web client sends `Content-Type: application/json` on every call, bodiless ones included.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      const parsed = parseJsonBody(text);
      if (parsed.ok) return done(null, parsed.value);
      done(
        new ApiError(
          400,
          parsed.problem === 'syntax'
            ? 'The request body is not valid JSON'
            : `The request body is not accepted: ${parsed.message}`,
        ),
        undefined,
      );
    },
  );

  // Every route requires a second factor of users who have one (see authenticate.ts); none opts out.
  const authenticate = createAuthenticate(scope);
  // Before the rate-limit plugin, whose own onRoute hook then sees the limit set here.
  scope.addHook('onRoute', writeRateLimitHook(authenticate, scope.config.api.writesPerMinute));

  // Only routes that ask for it (config.rateLimit) are limited; counts are shared by all instances.
  await scope.register(rateLimit, {
    global: false,
    store: fastifyRateLimitStore(scope.rateLimitCounters),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, `Too many requests, try again in ${context.after}`),
  });

  // Avatar uploads; limits per request are set where the file is read.
  await scope.register(multipart, { limits: { files: 1, fields: 10, parts: 11 } });

  contactRoutes(scope);
  avatarRoutes(scope, { authenticate, avatars });
  accountRoutes(scope, { authenticate, avatars });
  settingsRoutes(scope, { authenticate, settings: settingsRepository(scope.database) });
}

export async function apiPlugin(
  app: FastifyInstance,
  options: { avatars: AvatarStorage },
): Promise<void> {
  const mounted: MountedApiRoute[] = [];
  app.decorate('apiRoutes', mounted);
  await app.register(async (scope) => {
    scope.setValidatorCompiler(validatorCompiler);
    scope.setSerializerCompiler((route) =>
      serializeCachedOnce(serializerCompiler(route as Parameters<typeof serializerCompiler>[0])),
    );
    await registerApiDocs(scope);
    await scope.register(v1Routes, { prefix: API_PREFIX, avatars: options.avatars, mounted });
  });
}
