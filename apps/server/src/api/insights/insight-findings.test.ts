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
    const found = findings([checkIn('mood', MOOD), checkIn('sleep_hours', SLEEP)]).listed;
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
    const [first] = findings([checkIn('sleep_hours', SLEEP), checkIn('stress', STRESS)]).listed;
    expect(first?.lag).toBe(0);
    expect(first?.r).toBeCloseTo(-1, 12);
  });

  it('needs 14 paired days', () => {
    expect(
      findings([checkIn('sleep_hours', SLEEP.slice(0, 13)), checkIn('mood', MOOD.slice(0, 13))]),
    ).toEqual({ tested: 0, listed: [] });
  });

  it('pairs A on one day with B on the next at lag 1', () => {
    // Mood on day d + 1 equals what sleep on day d would give: only the lag-1 pair is perfect.
    const found = findings([
      checkIn('sleep_hours', SLEEP),
      series({ kind: 'check_in', metric: 'mood' }, MOOD, 1),
    ]).listed;
    expect(found[0]).toMatchObject({ lag: 1, n: 20, a: { metric: 'sleep_hours' } });
  });

  it('lists at most five, strongest first, all below q 0.05', () => {
    const many = [
      checkIn('sleep_hours', SLEEP),
      checkIn('mood', MOOD),
      checkIn('stress', STRESS),
      checkIn(
        'steps',
        SLEEP.map((hours) => hours * 1000 + 1),
      ),
    ];
    const { tested, listed: found } = findings(many);
    // Four metrics: 6 pairs at lag 0 and 12 at lag 1, every one of them varying.
    expect(tested).toBe(18);
    expect(found.length).toBe(MAX_FINDINGS);
    const strengths = found.map(({ r }) => Math.abs(r));
    expect(strengths).toEqual([...strengths].sort((x, y) => y - x));
    expect(found.every(({ p, q }) => p <= q && q < 0.05)).toBe(true);
  });

  it('never pairs a habit with the habits done it is part of', () => {
    const done = SLEEP.map((hours) => (hours >= 7 ? 1 : 0));
    expect(
      findings([
        series({ kind: 'habit', habit_id: '1', name: 'Read' }, done),
        series({ kind: 'habits_done' }, done),
      ]).listed,
    ).toEqual([]);
  });

  it('drops a pair that passes p < 0.05 alone once it is one of many tested (false discovery rate)', () => {
    // 20 days of two series whose ranks agree only partly: rho about 0.47, p about 0.04.
    const x = Array.from({ length: 20 }, (_, day) => day);
    const y = x.map((day) => (day % 4 === 0 ? 19 - day : day));
    const alone = findings([checkIn('sleep_hours', x), checkIn('mood', y)]);
    const pair = alone.listed.find((finding) => finding.lag === 0);
    expect(pair?.p).toBeLessThan(0.05);
    expect(pair?.p).toBeGreaterThan(0.01);

    // The same pair among unrelated series (a fixed shuffle of days each): its q rises above 0.05.
    const shuffled = (seed: number) =>
      x.map((day) => ((day * (2 * seed + 3)) % 20) + (seed % 3) / 10);
    const crowd = findings([
      checkIn('sleep_hours', x),
      checkIn('mood', y),
      checkIn('stress', shuffled(1)),
      checkIn('steps', shuffled(4)),
    ]);
    expect(crowd.tested).toBeGreaterThan(alone.tested);
    expect(
      crowd.listed.find(
        (finding) =>
          finding.lag === 0 &&
          finding.a.kind === 'check_in' &&
          finding.a.metric === 'sleep_hours' &&
          finding.b.kind === 'check_in' &&
          finding.b.metric === 'mood',
      ),
    ).toBeUndefined();
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
