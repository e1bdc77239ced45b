/**
 * Every /api/v1 route as mounted, with the authentication it requires, read from the routes
 * themselves (Fastify's onRoute hook) rather than from a list kept by hand: a route added later is
 * in it without anyone remembering to add it. Tests walk it to prove each route's requirement.
 */
import type { FastifyInstance } from 'fastify';
import { isAuthenticate, type AssuranceRequirement } from './authenticate.js';

/** `public`: no token needed; otherwise the assurance the route's authentication requires. */
export type RouteAuthentication = 'public' | AssuranceRequirement;

export interface MountedApiRoute {
  method: string;
  /** With its prefix, e.g. `/api/v1/settings`. */
  url: string;
  authentication: RouteAuthentication;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The product API's routes, filled as they are mounted. */
    apiRoutes: readonly MountedApiRoute[];
  }
}

/** Records each route `scope` mounts from now on into `routes`. */
export function recordMountedRoutes(scope: FastifyInstance, routes: MountedApiRoute[]): void {
  scope.addHook('onRoute', (route) => {
    const authenticate = [route.preHandler ?? []].flat().find(isAuthenticate);
    // Fastify adds a HEAD route for each GET; it runs the GET's handlers and requirement.
    for (const method of [route.method].flat().filter((name) => name !== 'HEAD')) {
      routes.push({
        method,
        url: route.url,
        authentication: authenticate?.assurance ?? 'public',
      });
    }
  });
}
