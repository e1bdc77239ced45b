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
