/**
 * The product API: /api/v1 (settings, contact, avatar, account) and its OpenAPI document at
 * /api/docs. Everything lives in its own encapsulated scope: zod validation and serialisation,
 * `{"detail": ...}` errors, its JSON parser, rate limits and multipart uploads, without touching
 * the auth service's conventions. The routes are the table of routes.ts, mounted by one loop.
 */
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { diaryPageSchema, exerciseHistorySchema } from '@ascend/contracts';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerApiDocs } from './api-docs.js';
import type { AvatarStorage } from './avatar/avatar-storage.js';
import { contactMessagesRepository } from './contact/contact-messages-repository.js';
import { setJsonBodyParser } from '../http/json-body-parser.js';
import { ApiError } from './http/api-error.js';
import { apiErrorHandler } from './http/error-handler.js';
import { mountRouteTable, refuseRoutesOutsideTable } from './http/route-table.js';
import { API_ROUTES } from './routes.js';
import { fastifyRateLimitStore } from '../rate-limits/fastify-rate-limit-store.js';
import { settingsRepository } from './settings/settings-repository.js';
import { checkInsRepository } from './tracking/check-ins/check-ins-repository.js';
import { habitsRepository } from './tracking/habits/habits-repository.js';
import { diaryRepository } from './tracking/diary/diary-repository.js';
import { diaryPageJson } from './tracking/diary/diary-page-json.js';
import { exerciseHistoryJson } from './physical/exercise-history-json.js';
import { cognitiveResultsRepository } from './scans/cognitive-results-repository.js';
import { faceScansRepository } from './scans/face-scans-repository.js';
import { diaryItemsRepository } from './nutrition/diary/diary-items-repository.js';
import { serializeUnchangingOnce } from '../http/unchanging-payload.js';
import { physicalServices } from './physical/physical-services.js';
import { productLookupForConfig } from './nutrition/products/product-lookup-for-config.js';

const API_PREFIX = '/api/v1';

/** Settings and contact bodies are small; anything bigger is a mistake or an attack. */
const JSON_BODY_LIMIT = 64 * 1024;

/** The /api/v1 scope: its conventions, then the route table, mounted whole and alone. */
export async function apiV1Routes(
  scope: FastifyInstance,
  { avatars }: { avatars: AvatarStorage },
): Promise<void> {
  // First, so that no route of this scope escapes it.
  refuseRoutesOutsideTable(scope, API_ROUTES);
  scope.decorateRequest('apiUser', null);
  scope.setErrorHandler(apiErrorHandler);

  // JSON only (and multipart for the avatar): a text body is an unsupported type, not a string.
  scope.removeContentTypeParser('text/plain');
  // The web client sends `Content-Type: application/json` on every call, bodiless ones included.
  setJsonBodyParser(scope, {
    bodyLimit: JSON_BODY_LIMIT,
    emptyBody: () => undefined,
    maxKeys: (request) => request.routeOptions.config.apiRoute?.maxJsonKeys,
    refuse: (refusal) =>
      new ApiError(
        400,
        refusal.problem === 'syntax'
          ? 'The request body is not valid JSON'
          : `The request body is not accepted: ${refusal.message}`,
      ),
  });

  // Only routes that ask for it (config.rateLimit) are limited; counts are shared by all instances.
  await scope.register(rateLimit, {
    global: false,
    store: fastifyRateLimitStore(scope.rateLimitCounters),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, `Too many requests, try again in ${context.after}`),
  });

  // Avatar uploads; limits per request are set where the file is read.
  await scope.register(multipart, { limits: { files: 1, fields: 10, parts: 11 } });

  const checkIns = checkInsRepository(scope.database);
  mountRouteTable(scope, {
    table: API_ROUTES,
    authenticator: scope.authenticator,
    services: {
      config: scope.config,
      database: scope.database,
      mail: scope.mail,
      avatars,
      settings: settingsRepository(scope.database),
      contactMessages: contactMessagesRepository(scope.database.db),
      checkIns,
      habits: habitsRepository(scope.database),
      diary: diaryRepository(scope.database),
      cognitiveResults: cognitiveResultsRepository(scope.database),
      physical: physicalServices(scope.database, checkIns),
      products: productLookupForConfig(scope.config, scope.database),
      faceScans: faceScansRepository(scope.database),
      foodDiary: diaryItemsRepository(scope.database),
    },
  });
}

/**
 * Answers serialised by a function written for their contract instead of zod's serialiser (which
 * parses the answer with the schema, then stringifies it): for lists whose parse cost more than
 * their query (a diary page; an exercise's history, hundreds of sessions). Each writes only the
 * contract's fields and throws on a value of another type or form, as the parse does; their
 * routes' tests parse the answers with the zod schema.
 */
const CONTRACT_SERIALIZERS = new Map<unknown, (value: never) => string>([
  [diaryPageSchema, diaryPageJson],
  [exerciseHistorySchema, exerciseHistoryJson],
]);

export async function apiPlugin(
  app: FastifyInstance,
  options: { avatars: AvatarStorage },
): Promise<void> {
  await app.register(async (scope) => {
    scope.setValidatorCompiler(validatorCompiler);
    scope.setSerializerCompiler((route) =>
      serializeUnchangingOnce(
        (CONTRACT_SERIALIZERS.get(route.schema) as ((value: unknown) => string) | undefined) ??
          serializerCompiler(route as Parameters<typeof serializerCompiler>[0]),
      ),
    );
    await registerApiDocs(scope);
    await scope.register(apiV1Routes, { prefix: API_PREFIX, avatars: options.avatars });
  });
}
