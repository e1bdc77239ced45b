/**
 * Mounts the product API from its route table (api/routes.ts), and only from it: the table is the
 * API's security posture, so a route it does not list must not answer at all. Authentication,
 * rate limits, body limits and the documented answers of authentication all follow from each
 * route's entry, never from code beside it.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { TokenAuthenticator } from '../../identity/token-authenticator.js';
import { perUserRateLimit } from '../rate-limits/per-user-rate-limit.js';
import type { ApiRateLimit, ApiRoute, ApiServices } from './api-route.js';
import { createAuthenticate, type AssuranceRequirement } from './authenticate.js';
import { errorResponses } from './error-responses.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table entry a product-API route was mounted from. */
    apiRoute?: ApiRoute;
  }
}

const BEARER_SECURITY = [{ bearerAuth: [] }];

/**
 * Makes `scope` refuse, from now on, to mount any route that is not one of `table`'s entries
 * mounted by mountRouteTable: a `scope.get(...)` beside the table fails at start-up.
 */
export function refuseRoutesOutsideTable(scope: FastifyInstance, table: readonly ApiRoute[]): void {
  const entries = new Set(table);
  scope.addHook('onRoute', (route) => {
    const entry = route.config?.apiRoute;
    const methods = [route.method].flat();
    // Fastify adds a HEAD route for each GET, with the GET's options.
    const matches =
      entry !== undefined &&
      entries.has(entry) &&
      route.routePath === entry.url &&
      methods.every(
        (method) => method === entry.method || (method === 'HEAD' && entry.method === 'GET'),
      );
    if (!matches) {
      throw new Error(
        `${methods.join(',')} ${route.url} is not in the product API's route table (api/routes.ts): ` +
          'add it there with its authentication and rate limits',
      );
    }
  });
}

/** The counters of every signed-in write are one: see CountersRateLimitStore.child (rate-limits/fastify-rate-limit-store.ts). */
const WRITE_BUDGET_GROUP = 'authenticated-writes';

/**
 * A signed-in route with a body limit of its own (the import's 10 MB) authenticates, and counts its
 * per-user rate limit, before the body is read (Fastify's preParsing): an anonymous client cannot
 * make the server read and parse megabytes, and a signed-in one only as often as the limit allows.
 * Every other route authenticates before validation, after its (small) body is parsed.
 */
type AuthenticationHook = 'preParsing' | 'preValidation';
const authenticationHookOf = (route: ApiRoute): AuthenticationHook =>
  route.auth === 'user' && route.bodyLimit !== undefined ? 'preParsing' : 'preValidation';
/** Per-user limits count after authentication: in the same hook before the body, else as preHandlers. */
const rateLimitHookOf = (hook: AuthenticationHook) =>
  hook === 'preParsing' ? ('preParsing' as const) : ('preHandler' as const);

function rateLimitOptions(
  rules: readonly ApiRateLimit[],
  writesPerMinute: number | 'off',
  hook: AuthenticationHook,
) {
  if (rules.length === 0) return {};
  // @fastify/rate-limit applies the first limit a request meets and skips the others.
  if (rules.length > 1) throw new Error('@fastify/rate-limit applies one limit per route');
  const [rule] = rules as [ApiRateLimit];
  if ('budget' in rule) {
    if (writesPerMinute === 'off') return {};
    return {
      rateLimit: {
        ...perUserRateLimit(writesPerMinute, 1),
        hook: rateLimitHookOf(hook),
        groupId: WRITE_BUDGET_GROUP,
      },
    };
  }
  const rateLimit =
    rule.per === 'user'
      ? { ...perUserRateLimit(rule.max, rule.windowMinutes), hook: rateLimitHookOf(hook) }
      : { max: rule.max, timeWindow: rule.windowMinutes * 60 * 1000 };
  return { rateLimit };
}

/** Protected routes document the answers of authentication; a route's own entry for a status wins. */
function documentedSchema(route: ApiRoute): RouteOptions['schema'] {
  if (route.auth === 'public') return route.schema;
  return {
    ...route.schema,
    security: BEARER_SECURITY,
    response: {
      ...errorResponses(401, 403),
      ...(route.schema.response as Record<number, unknown> | undefined),
    },
  };
}

/** Mounts every route of `table` on `scope`, each with the hooks its entry asks for. */
export function mountRouteTable(
  scope: FastifyInstance,
  {
    table,
    services,
    authenticator,
  }: { table: readonly ApiRoute[]; services: ApiServices; authenticator: TokenAuthenticator },
): void {
  const authenticate: Record<AssuranceRequirement, ReturnType<typeof createAuthenticate>> = {
    'aal2-if-enrolled': createAuthenticate(authenticator, 'aal2-if-enrolled'),
    aal1: createAuthenticate(authenticator, 'aal1'),
  };
  for (const route of table) {
    const hook = authenticationHookOf(route);
    scope.route({
      method: route.method,
      url: route.url,
      schema: documentedSchema(route),
      config: {
        apiRoute: route,
        ...rateLimitOptions(route.rateLimits, services.config.api.writesPerMinute, hook),
      },
      ...(route.bodyLimit !== undefined ? { bodyLimit: route.bodyLimit } : {}),
      // Authentication comes first among the route's hooks, before validation: a caller without a
      // valid session learns nothing about what a route accepts (401 before any 422), and per-user
      // rate limits count its user.
      ...(route.auth === 'user'
        ? { [hook]: authenticate[route.assurance ?? 'aal2-if-enrolled'] }
        : {}),
      handler: (request, reply) => route.handler(request, reply, services),
    });
  }
}
