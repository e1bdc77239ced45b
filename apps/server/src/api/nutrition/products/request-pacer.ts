/**
 * Paces calls to a service that publishes a rate limit: at most `perMinute` calls start in any
 * 60 seconds, in the order they were asked for; the rest wait their turn. A caller that would wait
 * longer than `maxWaitMs` is told so at once (it answers from the cache or says the service is
 * busy) instead of holding its request open. After the service says it is overloaded (a 429 or
 * 503), nothing is sent until the time it asked for has passed.
 *
 * Per process: several processes behind a load balancer each keep to the limit, which the
 * service counts per IP address (docs/nutrition.md says how to run them).
 */
export interface PacerClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: PacerClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const WINDOW_MS = 60_000;

export class RequestPacer {
  /** When each of the calls in the current window started (or is booked to start). */
  private readonly starts: number[] = [];
  private pausedUntil = 0;

  constructor(
    private readonly perMinute: number,
    private readonly maxWaitMs: number,
    private readonly clock: PacerClock = realClock,
  ) {}

  /**
   * Books the next free start time and waits for it; `false` (nothing booked) when that is more
   * than `maxWaitMs` away.
   */
  async acquire(): Promise<boolean> {
    const now = this.clock.now();
    while (this.starts.length > 0 && (this.starts[0] as number) <= now - WINDOW_MS) {
      this.starts.shift();
    }
    let start = Math.max(now, this.pausedUntil);
    if (this.starts.length >= this.perMinute) {
      // The earliest start that leaves at most perMinute - 1 others in its window.
      const blocking = this.starts[this.starts.length - this.perMinute] as number;
      start = Math.max(start, blocking + WINDOW_MS);
    }
    if (start - now > this.maxWaitMs) return false;
    this.starts.push(start);
    if (start > now) await this.clock.sleep(start - now);
    return true;
  }

  /** The service said it is overloaded: send nothing for `ms`. */
  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.clock.now() + ms);
  }
}
