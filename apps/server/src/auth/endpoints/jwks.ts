/** `GET /.well-known/jwks.json`: the public signing keys (never the HS256 secret). */
import type { AuthHandler } from '../http/handler.js';

export const jwks: AuthHandler = ({ services, reply }) => {
  reply.header('cache-control', 'public, max-age=600');
  return services.keys.jwks;
};
