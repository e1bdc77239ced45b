import type { FastifyRequest } from 'fastify';

/** What every route module of the product API is given. */
export interface ApiRouteOptions {
  /** The preHandler that requires a valid access token and sets `request.apiUser`. */
  authenticate: (request: FastifyRequest) => Promise<void>;
}
