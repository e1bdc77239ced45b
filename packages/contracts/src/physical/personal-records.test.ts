import { describe, expect, it } from 'vitest';
import type { ExerciseKind } from './exercises.js';
import { estimateOneRepMax } from './one-rep-max.js';
import {
  detectRecords,
  emptyBests,
  nextSetOf,
  recordsOfSession,
  setVolumeKg,
  type RecordBests,
  type RecordKind,
  type RecordableSet,
} from './personal-records.js';

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

/** The rule as it was first written, for a whole session at once: the set-by-set form must agree. */
function wholeSessionRecords(
  kind: ExerciseKind,
  sets: readonly RecordableSet[],
  bests: RecordBests,
): RecordKind[][] {
  const scoring = bests.sessions > 0;
  const previousVolume = bests.sessionVolume;
  let runningVolume = 0;
  let volumeMarked = false;
  const marks = sets.map((one) => {
    const found: RecordKind[] = [];
    if (one.warm_up) return found;
    const beats = (value: number, best: number) => scoring && value > best;
    if (kind === 'weight_reps' || kind === 'reps') {
      const reps = one.reps ?? 0;
      const load = one.weight_kg ?? 0;
      if (reps >= 1) {
        if (kind === 'weight_reps') {
          const e1rm = estimateOneRepMax(load, reps) ?? 0;
          if (e1rm > 0 && beats(e1rm, bests.e1rm)) found.push('e1rm');
          bests.e1rm = Math.max(bests.e1rm, e1rm);
          if (load > 0 && beats(load, bests.weight)) found.push('weight');
          bests.weight = Math.max(bests.weight, load);
        }
        const key = Math.round(load * 1000);
        const before = bests.repsAtWeight.get(key);
        if (before !== undefined && beats(reps, before)) found.push('reps_at_weight');
        bests.repsAtWeight.set(key, Math.max(before ?? 0, reps));
        runningVolume += setVolumeKg(one);
        if (!volumeMarked && runningVolume > 0 && beats(runningVolume, previousVolume)) {
          found.push('session_volume');
          volumeMarked = true;
        }
      }
    } else if (kind === 'time') {
      const duration = one.duration_seconds ?? 0;
      if (duration > 0 && beats(duration, bests.duration)) found.push('duration');
      bests.duration = Math.max(bests.duration, duration);
    } else {
      const distance = one.distance_m ?? 0;
      if (distance > 0 && beats(distance, bests.distance)) found.push('distance');
      bests.distance = Math.max(bests.distance, distance);
    }
    return found;
  });
  bests.sessionVolume = Math.max(bests.sessionVolume, runningVolume);
  if (sets.some((one) => !one.warm_up)) bests.sessions += 1;
  return marks;
}

/** mulberry32: a small seeded generator, so that every run checks the same cases. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('recordsOfSession, set by set', () => {
  it('gives the records the whole-session rule gave, and the same marks after', () => {
    const random = seeded(18);
    const from = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
    const kinds: ExerciseKind[] = ['weight_reps', 'reps', 'time', 'distance'];
    for (let run = 0; run < 2000; run += 1) {
      const kind = from(kinds);
      const sessions = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
        Array.from({ length: Math.floor(random() * 7) }, (): RecordableSet => ({
          reps: from([null, 0, 1, 5, 5, 8, 12]),
          weight_kg: from([null, 0, 40, 60, 60.5, 100]),
          warm_up: random() < 0.2,
          duration_seconds: from([null, 0, 30, 60]),
          distance_m: from([null, 0, 400, 1000]),
        })),
      );
      const reference = emptyBests();
      const expected = sessions.map((sets) => wholeSessionRecords(kind, sets, reference));
      const bests = emptyBests();
      expect(sessions.map((sets) => recordsOfSession(kind, sets, bests))).toEqual(expected);
      expect(bests).toEqual(reference);
    }
  });
});

describe('nextSetOf', () => {
  const snapshot = (bests: RecordBests) =>
    JSON.stringify({ ...bests, repsAtWeight: [...bests.repsAtWeight] });

  it('says the marks moved exactly when the set changed them', () => {
    const random = seeded(21);
    const from = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
    const kinds: ExerciseKind[] = ['weight_reps', 'reps', 'time', 'distance'];
    let moved = 0;
    let kept = 0;
    for (let run = 0; run < 500; run += 1) {
      const kind = from(kinds);
      const bests = emptyBests();
      bests.sessions = from([0, 1, 3]);
      let volume = 0;
      for (let index = 0; index < 12; index += 1) {
        const next: RecordableSet = {
          reps: from([null, 0, 1, 5, 5, 8]),
          weight_kg: from([null, 0, 40, 60, 60.5]),
          warm_up: random() < 0.2,
          duration_seconds: from([null, 0, 30, 60]),
          distance_m: from([null, 0, 400, 1000]),
        };
        const before = snapshot(bests);
        const { records, marksMoved } = nextSetOf(kind, next, bests, volume);
        expect(marksMoved).toBe(snapshot(bests) !== before);
        if (marksMoved) moved += 1;
        else {
          kept += 1;
          // A set that moves no mark beats none of them (the session's tonnage aside).
          expect(records.filter((record) => record !== 'session_volume')).toEqual([]);
        }
        volume += next.warm_up ? 0 : setVolumeKg(next);
      }
    }
    expect(moved).toBeGreaterThan(100);
    expect(kept).toBeGreaterThan(100);
  });

  it('moves nothing for a warm-up or a repeat of a set already counted', () => {
    const bests = emptyBests();
    bests.sessions = 2;
    expect(nextSetOf('weight_reps', set(100, 5), bests, 0).marksMoved).toBe(true);
    expect(nextSetOf('weight_reps', set(100, 5), bests, 500)).toEqual({
      records: [],
      marksMoved: false,
    });
    expect(nextSetOf('weight_reps', set(120, 3, true), bests, 1000).marksMoved).toBe(false);
    expect(nextSetOf('weight_reps', set(100, 6), bests, 1000)).toEqual({
      records: ['e1rm', 'reps_at_weight'],
      marksMoved: true,
    });
  });
});
