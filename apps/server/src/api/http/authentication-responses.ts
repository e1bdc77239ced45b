/**
 * The answers of a protected route's authentication, documented once for every such route rather
 * than in each: 401 (no valid token, or signed out) and 403 (a banned user, or a second factor owed:
 * `{"detail": ..., "code": "insufficient_aal"}`). A route's own entry for a status wins.
 */
import type { FastifyInstance } from 'fastify';
import { isAuthenticate } from './authenticate.js';
import { errorResponses } from './error-responses.js';

export function documentAuthenticationResponses(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (!route.schema || ![route.preHandler ?? []].flat().some(isAuthenticate)) return;
    // Changed in place: the OpenAPI generator keeps the route's options it saw mounted.
    route.schema.response = {
      ...errorResponses(401, 403),
      ...(route.schema.response as Record<number, unknown> | undefined),
    };
  });
}
