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
 *
 * Each read of the present (`Date.now()`, `new Date()`, `Date()`) is strictly later than the one
 * before: the faked clock only moves in 20 ms steps, and two writes of one test sharing an instant
 * would tie where the real clock almost never lets them (an order by time then id would follow the
 * random ids). A read that would repeat the last one moves the clock 1 ms on; any other reading,
 * including an earlier one `vi.setSystemTime` set, is answered as it is.
 */
export function clockAt(instant: string): () => void {
  const at = Date.parse(instant);
  if (!(at < Date.now())) throw new Error(`clockAt: ${instant} is not in the past`);
  vi.useFakeTimers({ now: at, toFake: ['Date'], shouldAdvanceTime: true });
  const FakedDate = globalThis.Date;
  let lastRead: number | undefined;
  const readPresent = () => {
    if (FakedDate.now() === lastRead) vi.advanceTimersByTime(1);
    lastRead = FakedDate.now();
  };
  // Replaced again by `vi.useRealTimers()`, which puts back the real `Date` whatever stands here.
  globalThis.Date = new Proxy(FakedDate, {
    construct(target, args: unknown[], newTarget) {
      if (args.length === 0) readPresent();
      return Reflect.construct(target, args, newTarget) as object;
    },
    apply(target, thisArg, args: unknown[]) {
      readPresent();
      return Reflect.apply(target, thisArg, args) as unknown;
    },
    get(target, property, receiver) {
      if (property === 'now') {
        return () => {
          readPresent();
          return lastRead;
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return () => vi.useRealTimers();
}
