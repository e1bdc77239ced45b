import { describe, expect, it } from 'vitest';
import { detectRecords, setVolumeKg, type RecordableSet } from './personal-records.js';

const set = (weight_kg: number | null, reps: number | null, warm_up = false): RecordableSet => ({
  weight_kg,
  reps,
  warm_up,
  duration_seconds: null,
  distance_m: null,
});

describe('detectRecords', () => {
  it('makes no record in the first session: it sets the marks', () => {
    expect(detectRecords('weight_reps', [[set(100, 5), set(105, 5)]])).toEqual([[[], []]]);
  });

  it('marks a heavier set with e1rm and weight, and the session volume where it is passed', () => {
    const [, second] = detectRecords('weight_reps', [
      [set(100, 5), set(100, 5)], // 1000 kg
      [set(102.5, 5), set(60, 5)], // 512.5 then 812.5 kg: no volume record
    ]);
    expect(second).toEqual([['e1rm', 'weight'], []]);
    const [, , third] = detectRecords('weight_reps', [
      [set(100, 5), set(100, 5)],
      [set(90, 5), set(90, 5), set(90, 5)], // passes 1000 kg at the third set
      [set(50, 1)],
    ]);
    expect(third).toEqual([[]]);
    const [, second2] = detectRecords('weight_reps', [
      [set(100, 5), set(100, 5)],
      [set(90, 5), set(90, 5), set(90, 5)],
    ]);
    expect(second2).toEqual([[], [], ['session_volume']]);
  });

  it('a tie is no new best', () => {
    const [, second] = detectRecords('weight_reps', [[set(100, 5)], [set(100, 5)]]);
    expect(second).toEqual([[]]);
  });

  it('excludes warm-up sets from every record and every mark', () => {
    const [, second, third] = detectRecords('weight_reps', [
      [set(100, 5)],
      [set(140, 5, true), set(100, 6)],
      [set(120, 3)],
    ]);
    // The 140 kg warm-up neither records nor raises the heaviest weight to beat.
    expect(second).toEqual([[], ['e1rm', 'reps_at_weight', 'session_volume']]);
    expect(third).toEqual([['e1rm', 'weight']]);
  });

  it('more reps at a load already lifted is a reps-at-weight record', () => {
    const [, second] = detectRecords('weight_reps', [[set(100, 5), set(80, 8)], [set(80, 9)]]);
    // 80 × 9 → Brzycki 80 × 36 / 28 = 102.86 < 112.5 (100 × 5): only reps at that weight.
    expect(second).toEqual([['reps_at_weight']]);
  });

  it('a bodyweight exercise records more reps', () => {
    const [, second] = detectRecords('reps', [[set(null, 10)], [set(null, 10), set(null, 12)]]);
    // No load, so no tonnage: the 12 reps are a reps record only.
    expect(second).toEqual([[], ['reps_at_weight']]);
  });

  it('a time or distance exercise records the longest', () => {
    const timed = (duration_seconds: number): RecordableSet => ({
      ...set(null, null),
      duration_seconds,
    });
    expect(detectRecords('time', [[timed(60)], [timed(60), timed(75)]])[1]).toEqual([
      [],
      ['duration'],
    ]);
    const far = (distance_m: number): RecordableSet => ({ ...set(null, null), distance_m });
    expect(detectRecords('distance', [[far(5000)], [far(5001)]])[1]).toEqual([['distance']]);
  });

  it('a session of warm-ups only does not count as the first session', () => {
    const [, second] = detectRecords('weight_reps', [[set(60, 5, true)], [set(100, 5)]]);
    expect(second).toEqual([[]]);
  });
});

describe('setVolumeKg', () => {
  it('is load × reps of a working set', () => {
    expect(setVolumeKg(set(100, 5))).toBe(500);
    expect(setVolumeKg(set(100, 5, true))).toBe(0);
    expect(setVolumeKg(set(null, 5))).toBe(0);
  });
});
