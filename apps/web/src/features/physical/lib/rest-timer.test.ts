import { describe, expect, it } from 'vitest';
import { adjustRest, clockText, restRemainingMs, startRest } from './rest-timer';

const T0 = Date.UTC(2026, 10, 24, 7, 0, 0);

describe('the rest timer', () => {
  it('counts from timestamps, so time passed in a background tab is counted whole', () => {
    const timer = startRest(T0, 90);
    expect(restRemainingMs(timer, T0)).toBe(90_000);
    // No tick in between (a throttled tab): the answer is still right.
    expect(restRemainingMs(timer, T0 + 61_500)).toBe(28_500);
    expect(restRemainingMs(timer, T0 + 5 * 60_000)).toBe(0);
  });

  it('adds and takes off time, never below now nor past an hour', () => {
    const timer = startRest(T0, 60);
    expect(adjustRest(timer, T0 + 10_000, 15).endsAt).toBe(T0 + 75_000);
    expect(adjustRest(timer, T0 + 50_000, -15).endsAt).toBe(T0 + 50_000);
    expect(adjustRest(timer, T0, 10_000).endsAt).toBe(T0 + 3_600_000);
    expect(startRest(T0, -5).endsAt).toBe(T0);
  });

  it('shows m:ss rounded up', () => {
    expect(clockText(90_000)).toBe('1:30');
    expect(clockText(59_001)).toBe('1:00');
    expect(clockText(1)).toBe('0:01');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(605_000)).toBe('10:05');
  });
});
