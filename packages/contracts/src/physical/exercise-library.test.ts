import { describe, expect, it } from 'vitest';
import { EXERCISE_LIBRARY, libraryExercise } from './exercise-library.js';
import { exerciseMatches, exerciseSchema } from './exercises.js';

describe('the exercise library', () => {
  it('holds about a hundred exercises, each valid, with unique slug ids and both names', () => {
    expect(EXERCISE_LIBRARY.length).toBeGreaterThanOrEqual(100);
    const ids = new Set(EXERCISE_LIBRARY.map((exercise) => exercise.id));
    expect(ids.size).toBe(EXERCISE_LIBRARY.length);
    for (const exercise of EXERCISE_LIBRARY) {
      expect(exerciseSchema.parse(exercise)).toEqual(exercise);
      expect(exercise.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(exercise.names.en.length).toBeGreaterThan(0);
      expect(exercise.names.es.length).toBeGreaterThan(0);
      expect(exercise.primary_muscles.length).toBeGreaterThan(0);
      expect(exercise.secondary_muscles.some((m) => exercise.primary_muscles.includes(m))).toBe(
        false,
      );
    }
  });

  it('is searched in either language, blind to case and accents, and filtered', () => {
    const found = (q: string, extra = {}) =>
      EXERCISE_LIBRARY.filter((exercise) => exerciseMatches(exercise, { q, ...extra })).map(
        (e) => e.id,
      );
    expect(found('press banca')).toContain('barbell-bench-press');
    expect(found('BENCH press')).toContain('barbell-bench-press');
    expect(found('jalon')).toContain('lat-pulldown');
    expect(found('', { equipment: 'kettlebell' })).toEqual(['goblet-squat', 'kettlebell-swing']);
    expect(found('curl', { muscle: 'hamstrings' })).toEqual(
      expect.arrayContaining(['lying-leg-curl', 'seated-leg-curl', 'nordic-curl']),
    );
    expect(libraryExercise('no-such-exercise')).toBeUndefined();
  });
});
