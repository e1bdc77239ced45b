import { describe, expect, it } from 'vitest';
import { checkInFixture } from '../test-support/fixtures';
import { metricSeries, summarizeSeries } from './metric-series';

const checkIns = [
  checkInFixture({ date: '2026-03-12', weight_kg: 80, sleep_hours: 6 }),
  checkInFixture({ date: '2026-03-15', weight_kg: 79.5, sleep_hours: 8 }),
  checkInFixture({ date: '2026-03-18', sleep_hours: 7 }),
];

describe('metric series', () => {
  it('has a point a day, null where nothing was recorded', () => {
    const series = metricSeries(checkIns, 'sleep_hours', '2026-03-18', 7, 'metric');
    expect(series.map((point) => point.date)).toEqual([
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
    ]);
    expect(series.map((point) => point.value)).toEqual([6, null, null, 8, null, null, 7]);
  });

  it('draws weight in pounds for imperial users', () => {
    const series = metricSeries(checkIns, 'weight_kg', '2026-03-18', 7, 'imperial');
    expect(series[0]?.value).toBe(176.37);
    expect(series[3]?.value).toBe(175.27);
  });

  it('sums up what was recorded', () => {
    const summary = summarizeSeries(
      metricSeries(checkIns, 'sleep_hours', '2026-03-18', 7, 'metric'),
    );
    expect(summary).toEqual({
      recorded: 3,
      average: 7,
      min: 6,
      max: 8,
      latest: { date: '2026-03-18', value: 7 },
    });
    expect(summarizeSeries([]).average).toBeNull();
  });
});
