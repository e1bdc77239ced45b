import type { Authenticate } from './authenticate.js';

/** What every route module of the product API is given. */
export interface ApiRouteOptions {
  /**
   * The preHandler that requires a valid access token, and an aal2 one from a user with a verified
   * factor, and sets `request.apiUser`. A route that must stay reachable at aal1 is given another,
   * made with `createAuthenticate(scope, { assurance: 'aal1' })`, and says why.
   */
  authenticate: Authenticate;
}
