/**
 * The `application/json` parser of a service's scope, in place of Fastify's: the bounds of
 * parse-json-body.ts, a bodiless request's body as the service reads it (its clients send the JSON
 * type on bodiless calls too), and a refused body in the service's own error shape.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseJsonBody, type ParsedJsonBody } from './parse-json-body.js';

export function setJsonBodyParser(
  scope: FastifyInstance,
  options: {
    /** For requests whose route sets none (Fastify uses the route's own where it has one). */
    bodyLimit: number;
    /** The body of a request that sends the JSON type and no text. */
    emptyBody: () => unknown;
    /** Keys allowed in the whole body, where the route allows more than parse-json-body's. */
    maxKeys?: (request: FastifyRequest) => number | undefined;
    refuse: (refusal: Extract<ParsedJsonBody, { ok: false }>) => Error;
  },
): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: options.bodyLimit },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, options.emptyBody());
      const maxKeys = options.maxKeys?.(request);
      const parsed = parseJsonBody(text, maxKeys ? { maxKeys } : undefined);
      if (parsed.ok) return done(null, parsed.value);
      done(options.refuse(parsed), undefined);
    },
  );
}
