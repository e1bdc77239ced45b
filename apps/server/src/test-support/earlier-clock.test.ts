import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockAt } from './earlier-clock.js';

const RealDate = Date;
let restoreClock: (() => void) | undefined;
afterEach(() => {
  restoreClock?.();
  restoreClock = undefined;
});

describe('clockAt', () => {
  it('starts at the instant and answers every read of the present strictly later than the last', () => {
    restoreClock = clockAt('2026-11-18T12:00:00Z');
    const reads = [
      Date.now(),
      new Date().getTime(),
      Date.parse(Date()),
      Date.now(),
      new Date().getTime(),
    ];
    expect(reads[0]).toBeGreaterThanOrEqual(Date.parse('2026-11-18T12:00:00Z'));
    expect(reads[0]).toBeLessThan(Date.parse('2026-11-18T12:01:00Z'));
    // Date() is worded to the second: it is read, not compared.
    const exact = [reads[0]!, reads[1]!, reads[3]!, reads[4]!];
    for (let index = 1; index < exact.length; index += 1) {
      expect(exact[index]).toBeGreaterThan(exact[index - 1]!);
    }
  });

  it('leaves dates of a given time, parsing and instanceof as they are', () => {
    restoreClock = clockAt('2026-11-18T12:00:00Z');
    const given = new Date('2020-01-02T03:04:05.678Z');
    expect(given.toISOString()).toBe('2020-01-02T03:04:05.678Z');
    expect(new Date(0).getTime()).toBe(0);
    expect(Date.UTC(2020, 0, 1)).toBe(1_577_836_800_000);
    expect(given).toBeInstanceOf(Date);
  });

  it('follows vi.setSystemTime, back in time too', () => {
    restoreClock = clockAt('2026-11-18T12:00:00Z');
    Date.now();
    vi.setSystemTime(new Date('2026-03-10T02:59:00Z'));
    const moved = new Date().toISOString();
    expect(moved.startsWith('2026-03-10T02:59:00')).toBe(true);
  });

  it('puts the real clock back', () => {
    clockAt('2026-11-18T12:00:00Z')();
    expect(Date).toBe(RealDate);
    expect(Date.now()).toBeGreaterThan(Date.parse('2026-11-18T12:01:00Z'));
  });
});
