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
