/**
 * Lets a test act in the past, so that the present is "later": the server runs in this process, so
 * its every `new Date()`/`Date.now()` follows. Only `Date` is faked (timers, I/O and the databases
 * run as usual) and it keeps ticking from the chosen moment. Time only ever goes back, never
 * forward: no token is minted in the future of the real clock that verifies it.
 */
import { vi } from 'vitest';

export async function secondsAgo<T>(seconds: number, action: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ now: Date.now() - seconds * 1000, toFake: ['Date'], shouldAdvanceTime: true });
  try {
    return await action();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * From here until the returned function is called, the clock reads `instant` (an ISO time in the
 * past) and ticks on from it: for tests of "the user's today" that must not depend on when they
 * run. Sign users up after setting it, so their tokens belong to the same timeline; moving it
 * with `vi.setSystemTime` later is fine within a token's lifetime.
 */
export function clockAt(instant: string): () => void {
  const at = Date.parse(instant);
  if (!(at < Date.now())) throw new Error(`clockAt: ${instant} is not in the past`);
  vi.useFakeTimers({ now: at, toFake: ['Date'], shouldAdvanceTime: true });
  return () => vi.useRealTimers();
}
