/**
 * The Open Food Facts product API client (v2): one product by barcode, with the fields the app
 * needs and a User-Agent naming the product and its contact address, as their API documentation
 * asks. Calls are paced to their published limit for product reads (request-pacer.ts). Every
 * answer is checked with zod before it is believed.
 */
import { z } from 'zod';
import {
  OFF_PRODUCT_FIELDS,
  offProductAnswerSchema,
  type OffProductAnswer,
} from './off-product.js';
import { RequestPacer, type PacerClock, realClock } from './request-pacer.js';

/**
 * Their published limit for product reads per IP address: 15 a minute (the API documentation's
 * "Rate limits", as of 2026; earlier versions said 100 — the stricter one is kept).
 */
export const OFF_PRODUCT_READS_PER_MINUTE = 15;
/** A lookup waits at most this long for its turn before answering from the cache or "busy". */
const MAX_QUEUE_WAIT_MS = 8_000;
const DEFAULT_TIMEOUT_MS = 8_000;
/** After a 429 or 503 without `Retry-After`, a minute's pause: their limits are per minute. */
const DEFAULT_PAUSE_MS = 60_000;
/** Their product answers with the fields asked are a few kilobytes; a huge one is not theirs. */
const MAX_ANSWER_BYTES = 512 * 1024;

export type OffLookup =
  | { kind: 'found'; answer: OffProductAnswer }
  | { kind: 'not_found' }
  /** Could not ask or got no usable answer: down, slow, overloaded, busy here, or garbled. */
  | { kind: 'unavailable'; reason: string };

export interface OffClientOptions {
  baseUrl: string;
  userAgent: string;
  timeoutMs?: number;
  perMinute?: number;
  maxQueueWaitMs?: number;
  clock?: PacerClock;
}

export class OffClient {
  private readonly pacer: RequestPacer;
  private readonly timeoutMs: number;
  private readonly clock: PacerClock;

  constructor(private readonly options: OffClientOptions) {
    this.clock = options.clock ?? realClock;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.pacer = new RequestPacer(
      options.perMinute ?? OFF_PRODUCT_READS_PER_MINUTE,
      options.maxQueueWaitMs ?? MAX_QUEUE_WAIT_MS,
      this.clock,
    );
  }

  async product(barcode: string): Promise<OffLookup> {
    if (!(await this.pacer.acquire())) {
      return { kind: 'unavailable', reason: 'too many lookups waiting' };
    }
    const url = new URL(`${this.options.baseUrl}/api/v2/product/${encodeURIComponent(barcode)}`);
    url.searchParams.set('fields', OFF_PRODUCT_FIELDS.join(','));
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': this.options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
      return { kind: 'unavailable', reason };
    }
    if (response.status === 429 || response.status === 503) {
      this.pacer.pause(retryAfterMs(response.headers.get('retry-after')) ?? DEFAULT_PAUSE_MS);
      await response.body?.cancel();
      return { kind: 'unavailable', reason: `overloaded (${response.status})` };
    }
    if (response.status !== 200 && response.status !== 404) {
      await response.body?.cancel();
      return { kind: 'unavailable', reason: `status ${response.status}` };
    }
    let body: unknown;
    try {
      const text = await response.text();
      if (text.length > MAX_ANSWER_BYTES)
        return { kind: 'unavailable', reason: 'answer too large' };
      body = JSON.parse(text);
    } catch {
      return { kind: 'unavailable', reason: 'malformed answer' };
    }
    const parsed = offProductAnswerSchema.safeParse(body);
    if (!parsed.success) {
      // Their 404 for an unknown barcode is `{"status": 0, ...}`; anything else is garbled.
      return { kind: 'unavailable', reason: 'unexpected answer' };
    }
    if (parsed.data.status === 0 || !parsed.data.product) return { kind: 'not_found' };
    return { kind: 'found', answer: parsed.data };
  }
}

const retryAfterSeconds = z.coerce.number().int().min(0).max(3_600);

function retryAfterMs(header: string | null): number | null {
  const seconds = retryAfterSeconds.safeParse(header);
  return header !== null && seconds.success ? seconds.data * 1000 : null;
}
