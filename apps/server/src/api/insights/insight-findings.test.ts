import { describe, expect, it } from 'vitest';
import { baselines, findings, MAX_FINDINGS } from './insight-findings.js';
import type { Series } from './insight-series.js';

const series = (metric: Series['metric'], values: number[], firstDay = 0): Series => ({
  metric,
  values: new Map(values.map((value, index) => [firstDay + index, value])),
});
const checkIn = (metric: 'sleep_hours' | 'mood' | 'stress' | 'steps', values: number[]) =>
  series({ kind: 'check_in', metric }, values);

// 20 days: sleep rises and falls; mood follows it on the same day, stress against it.
const SLEEP = Array.from({ length: 20 }, (_, index) => 5 + ((index * 7) % 5));
const MOOD = SLEEP.map((hours) => (hours >= 7 ? 4 : 2));
const STRESS = SLEEP.map((hours) => 10 - hours);

describe('findings', () => {
  it('reads the pair once at lag 0, the condition first, with the split and the two means', () => {
    const found = findings([checkIn('mood', MOOD), checkIn('sleep_hours', SLEEP)]);
    const sameDay = found.filter(({ lag }) => lag === 0);
    expect(sameDay).toHaveLength(1);
    expect(sameDay[0]).toMatchObject({
      a: { kind: 'check_in', metric: 'sleep_hours' },
      b: { kind: 'check_in', metric: 'mood' },
      n: 20,
      threshold: 7,
      b_mean_at_or_above: 4,
      b_mean_below: 2,
      confidence: 'high',
    });
    expect(sameDay[0]!.r).toBeGreaterThan(0.8);
  });

  it('gives a negative relation a negative r', () => {
    const [first] = findings([checkIn('sleep_hours', SLEEP), checkIn('stress', STRESS)]);
    expect(first?.lag).toBe(0);
    expect(first?.r).toBeCloseTo(-1, 12);
  });

  it('needs 14 paired days', () => {
    expect(
      findings([checkIn('sleep_hours', SLEEP.slice(0, 13)), checkIn('mood', MOOD.slice(0, 13))]),
    ).toEqual([]);
  });

  it('pairs A on one day with B on the next at lag 1', () => {
    // Mood on day d + 1 equals what sleep on day d would give: only the lag-1 pair is perfect.
    const found = findings([
      checkIn('sleep_hours', SLEEP),
      series({ kind: 'check_in', metric: 'mood' }, MOOD, 1),
    ]);
    expect(found[0]).toMatchObject({ lag: 1, n: 20, a: { metric: 'sleep_hours' } });
  });

  it('lists at most five, strongest first, all below p 0.05', () => {
    const many = [
      checkIn('sleep_hours', SLEEP),
      checkIn('mood', MOOD),
      checkIn('stress', STRESS),
      checkIn(
        'steps',
        SLEEP.map((hours) => hours * 1000 + 1),
      ),
    ];
    const found = findings(many);
    expect(found.length).toBe(MAX_FINDINGS);
    const strengths = found.map(({ r }) => Math.abs(r));
    expect(strengths).toEqual([...strengths].sort((x, y) => y - x));
    expect(found.every(({ p }) => p < 0.05)).toBe(true);
  });

  it('never pairs a habit with the habits done it is part of', () => {
    const done = SLEEP.map((hours) => (hours >= 7 ? 1 : 0));
    expect(
      findings([
        series({ kind: 'habit', habit_id: '1', name: 'Read' }, done),
        series({ kind: 'habits_done' }, done),
      ]),
    ).toEqual([]);
  });
});

describe('baselines', () => {
  it('splits each series at the first recent day, and leaves habits out', () => {
    const [mood, ...rest] = baselines(
      [
        checkIn('mood', [2, 2, 2, 4, 4]),
        series({ kind: 'habit', habit_id: '1', name: 'Read' }, [1, 0, 1, 1, 1]),
      ],
      3,
    );
    expect(rest).toEqual([]);
    expect(mood).toEqual({
      metric: { kind: 'check_in', metric: 'mood' },
      recent: { mean: 4, median: 4, days: 2 },
      previous: { mean: 2, median: 2, days: 3 },
      change: 'higher',
    });
  });
});
