/**
 * The shape of a product-API route as data (api/routes.ts lists them all): what it is, who may call
 * it and how often, and the endpoint (schema and handler) its module exports.
 */
import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ResolveFastifyReplyReturnType } from 'fastify/types/type-provider.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { AppDatabase } from '../../db/database.js';
import type { MailTransport } from '../../mail/mail-transport.js';
import type { AvatarStorage } from '../avatar/avatar-storage.js';
import type { ContactMessagesRepository } from '../contact/contact-messages-repository.js';
import type { SettingsRepository } from '../settings/settings-repository.js';
import type { CheckInsRepository } from '../tracking/check-ins/check-ins-repository.js';
import type { HabitsRepository } from '../tracking/habits/habits-repository.js';
import type { DiaryRepository } from '../tracking/diary/diary-repository.js';
import type { CognitiveResultsRepository } from '../scans/cognitive-results-repository.js';
import type { PhysicalServices } from '../physical/physical-services.js';
import type { ProductLookupService } from '../nutrition/products/product-lookup.js';
import type { DiaryItemsRepository } from '../nutrition/diary/diary-items-repository.js';
import type { FaceScansRepository } from '../scans/face-scans-repository.js';
import type { AssuranceRequirement } from './authenticate.js';
import type { Cached } from '../../db/read-cache/read-cache.js';
import { unchanging } from '../../http/unchanging-payload.js';

/** What the handlers work with, built once per server by api-plugin.ts. */
export interface ApiServices {
  config: Config;
  database: AppDatabase;
  mail: MailTransport;
  avatars: AvatarStorage;
  settings: SettingsRepository;
  contactMessages: ContactMessagesRepository;
  checkIns: CheckInsRepository;
  habits: HabitsRepository;
  diary: DiaryRepository;
  cognitiveResults: CognitiveResultsRepository;
  physical: PhysicalServices;
  /** Packaged products by barcode (Open Food Facts through the cache). */
  products: ProductLookupService;
  faceScans: FaceScansRepository;
  /** The food diary's items (one per server: its adds commit in groups on SQLite). */
  foodDiary: DiaryItemsRepository;
}

/** A request and reply typed by the route's zod schema. */
type ApiRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;
type ApiReply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

export type ApiHandler<S extends FastifySchema> = (
  request: ApiRequest<S>,
  reply: ApiReply<S>,
  services: ApiServices,
) => ResolveFastifyReplyReturnType<ZodTypeProvider, S, RouteGenericInterface>;

/** A schema (validation, serialisation, the OpenAPI entry) and the handler it types. */
export interface ApiEndpoint {
  schema: FastifySchema;
  handler: (request: FastifyRequest, reply: FastifyReply, services: ApiServices) => unknown;
}

/** Types the handler by its schema; the table holds endpoints of every schema alike. */
export function apiEndpoint<S extends FastifySchema>(endpoint: {
  schema: S;
  handler: ApiHandler<S>;
}): ApiEndpoint {
  return endpoint as unknown as ApiEndpoint;
}

/**
 * A rate limit of @fastify/rate-limit, counted in the database: per client IP (before the body is
 * read), or per signed-in user (after authentication); or the one per-user budget that every
 * signed-in write shares (API_WRITES_PER_MINUTE, one counter for all those routes), so a stolen or
 * scripted token cannot turn writes, each a database transaction, into a flood.
 */
export type ApiRateLimit =
  { per: 'ip' | 'user'; max: number; windowMinutes: number } | { per: 'user'; budget: 'writes' };

/**
 * `public`: no token. `user`: a valid access token of a live session, and by default
 * (`aal2-if-enrolled`) an aal2 one from a user with a verified factor; a route that must stay
 * reachable at aal1 says `assurance: 'aal1'` and why.
 */
type ApiAccess = { auth: 'public' } | { auth: 'user'; assurance?: AssuranceRequirement };

export type ApiRoute = ApiEndpoint &
  ApiAccess & {
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
    /** After /api/v1. */
    url: string;
    rateLimits: readonly ApiRateLimit[];
    /**
     * Bytes of body accepted; the JSON parser's limit (api-plugin.ts) when not given. A signed-in
     * route that sets it authenticates and counts its per-user limit before the body is read
     * (route-table.ts).
     */
    bodyLimit?: number;
    /**
     * Object keys accepted in a JSON body in all (MAX_JSON_KEYS when not given), for a body of
     * many records; no one object may still hold more than MAX_JSON_KEYS (http/parse-json-body.ts).
     */
    maxJsonKeys?: number;
  };

/**
 * A shared answer from the read cache, as the route's reply type: it is read-only (frozen all the
 * way down) and only serialised, once (`unchanging`), so handing it to the reply changes nothing.
 */
export function cachedAnswer<T extends object>(value: Cached<T>): T {
  return unchanging(value) as T;
}
