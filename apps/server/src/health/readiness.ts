import type { onSendHookHandler } from 'fastify';

/**
 * Whether this instance wants new requests. A balancer polls `GET /health/ready`; from SIGTERM on
 * the instance drains (main.ts): it answers 503 there while it still serves what reaches it, then
 * stops listening and finishes what is in flight.
 */
export interface Readiness {
  readonly draining: boolean;
  drain(): void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

/**
 * While draining, every answer closes its connection (`Connection: close`), those of requests
 * that began before the drain included. A balancer that keeps connections to the instance alive
 * (nginx's upstream `keepalive`) then drops each one as it reads the answer, instead of keeping it
 * to send the next request on it, perhaps a POST, at the instant the instance closes it, which
 * nginx must answer 502 as it may not resend a POST.
 */
export function closeConnectionsWhileDraining(readiness: Readiness): onSendHookHandler {
  return (_request, reply, payload, done) => {
    if (readiness.draining) reply.header('connection', 'close');
    done(null, payload);
  };
}
