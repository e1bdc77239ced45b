import type { InsightFinding } from '@ascend/contracts';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/test-support/signed-in';
import { findingSentence, sentenceParts } from './finding-sentence';

const SLEEP_MOOD: InsightFinding = {
  a: { kind: 'check_in', metric: 'sleep_hours' },
  b: { kind: 'check_in', metric: 'mood' },
  lag: 1,
  r: 0.62,
  p: 0.0004,
  q: 0.0036,
  n: 40,
  confidence: 'high',
  threshold: 7,
  b_mean_at_or_above: 4.2,
  b_mean_below: 3.1,
};

const plain = (value: number) => String(value);

function sentence(finding: InsightFinding, language: string, units: 'metric' | 'imperial') {
  const i18n = createTestI18n(language);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return findingSentence(i18n.getFixedT(language, 'insights'), finding, units, (value) =>
    number.format(value),
  );
}

describe('sentenceParts', () => {
  it('takes the template from the lag and the direction from the sign of r', () => {
    expect(sentenceParts(SLEEP_MOOD, 'metric', plain)).toEqual({
      template: 'sentence.lag1',
      condition: { key: 'sentence.condition.sleep_hours', values: {} },
      amount: { key: 'units.hours', values: { value: '7', count: 7 } },
      outcome: { key: 'sentence.outcome.mood.higher', values: {} },
    });
    const negative = sentenceParts({ ...SLEEP_MOOD, lag: 0, r: -0.4 }, 'metric', plain);
    expect([negative.template, negative.outcome.key]).toEqual([
      'sentence.lag0',
      'sentence.outcome.mood.lower',
    ]);
  });

  it("writes the threshold in the user's units", () => {
    const water: InsightFinding = {
      ...SLEEP_MOOD,
      a: { kind: 'check_in', metric: 'water_ml' },
      threshold: 2000,
    };
    // 2000 ml ÷ 29.5735295625 ml per US fluid ounce = 67.6 fl oz.
    expect(sentenceParts(water, 'imperial', plain).amount).toEqual({
      key: 'units.floz',
      values: { value: '67.6', count: 67.6 },
    });
    expect(sentenceParts(water, 'metric', plain).amount?.key).toBe('units.ml');
  });

  it('names a habit instead of a threshold', () => {
    const habit: InsightFinding = {
      ...SLEEP_MOOD,
      a: { kind: 'habit', habit_id: '0b8c5a4e-8d1c-4c36-9e53-3a4f6f0f1d2a', name: 'Read' },
      b: { kind: 'check_in', metric: 'stress' },
      r: -0.5,
      threshold: 1,
    };
    const parts = sentenceParts(habit, 'metric', plain);
    expect(parts.condition).toEqual({
      key: 'sentence.condition.habit',
      values: { name: 'Read' },
    });
    expect(parts.amount).toBeNull();
    expect(parts.outcome.key).toBe('sentence.outcome.stress.lower');
  });
});

describe('findingSentence', () => {
  it('reads as the spec says, in English and Spanish', () => {
    expect(sentence(SLEEP_MOOD, 'en', 'metric')).toBe(
      'On days after you sleep 7 h or more, your mood is higher.',
    );
    expect(sentence(SLEEP_MOOD, 'es', 'metric')).toBe(
      'El día después de los días en que duermes 7 h o más, tu ánimo es mayor.',
    );
  });

  it('counts steps and habits in the language, and converts weight', () => {
    const steps: InsightFinding = {
      ...SLEEP_MOOD,
      a: { kind: 'check_in', metric: 'steps' },
      b: { kind: 'habits_done' },
      lag: 0,
      r: -0.3,
      threshold: 8500,
    };
    expect(sentence(steps, 'en', 'metric')).toBe(
      'On days you walk 8,500 steps or more, you complete fewer habits.',
    );
    expect(sentence(steps, 'es', 'metric')).toBe(
      'Los días en que caminas 8500 pasos o más, completas menos hábitos.',
    );
    const weight: InsightFinding = {
      ...steps,
      a: { kind: 'check_in', metric: 'weight_kg' },
      b: { kind: 'check_in', metric: 'energy' },
      r: 0.3,
      threshold: 80,
    };
    // 80 kg ÷ 0.45359237 kg per pound = 176.37 lb.
    expect(sentence(weight, 'en', 'imperial')).toBe(
      'On days you weigh 176.4 lb or more, your energy is higher.',
    );
  });
});
