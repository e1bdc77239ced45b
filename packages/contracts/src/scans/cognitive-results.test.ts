import { describe, expect, it } from 'vitest';
import { baselineOf, headlineScore } from './cognitive-baseline.js';
import { cognitiveResultCreateSchema, scoreCognitiveTrials } from './cognitive-results.js';

const reactionTime = {
  kind: 'reaction_time',
  device: 'keyboard',
  trials: [300, 250, 280, 410, 260].map((response_ms) => ({ wait_ms: 2000, response_ms })),
  summary: { median_ms: 280, fastest_ms: 250, anticipations: 0, misses: 0 },
};

describe('a cognitive result as sent', () => {
  it('accepts trials whose summary is the one they score to', () => {
    expect(cognitiveResultCreateSchema.safeParse(reactionTime).success).toBe(true);
  });

  it('refuses a summary that disagrees with the trials, naming the right one', () => {
    const result = cognitiveResultCreateSchema.safeParse({
      ...reactionTime,
      summary: { ...reactionTime.summary, median_ms: 200 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['summary']);
    expect(result.error?.issues[0]?.message).toContain('"median_ms":280');
  });

  it('refuses trials that are no test, and impossible values', () => {
    const short = cognitiveResultCreateSchema.safeParse({
      ...reactionTime,
      trials: [...reactionTime.trials, { wait_ms: 2000, response_ms: 20 }],
    });
    expect(short.error?.issues[0]?.path).toEqual(['trials']);
    const wait = cognitiveResultCreateSchema.safeParse({
      ...reactionTime,
      trials: [{ wait_ms: 900, response_ms: 300 }, ...reactionTime.trials.slice(1)],
    });
    expect(wait.success).toBe(false);
    const device = cognitiveResultCreateSchema.safeParse({ ...reactionTime, device: 'voice' });
    expect(device.success).toBe(false);
  });

  it('scores trials by their kind', () => {
    expect(scoreCognitiveTrials({ kind: 'reaction_time', trials: reactionTime.trials })).toEqual({
      ok: true,
      summary: reactionTime.summary,
    });
    expect(
      scoreCognitiveTrials({
        kind: 'processing_speed',
        trials: [{ digit: 2, response: 3, at_ms: 500 }],
      }),
    ).toEqual({ ok: true, summary: { correct: 0, errors: 1 } });
  });

  it('refuses a summary of another kind', () => {
    const result = cognitiveResultCreateSchema.safeParse({
      ...reactionTime,
      summary: { correct: 3, errors: 0 },
    });
    expect(result.success).toBe(false);
  });
});

describe('the personal baseline', () => {
  const rt = (median_ms: number) => ({
    kind: 'reaction_time' as const,
    summary: { median_ms, fastest_ms: median_ms, anticipations: 0, misses: 0 },
  });

  it('is the median of the 5 results before, and the change is for the better when faster', () => {
    const earlier = [300, 280, 320, 310, 290, 100].map(rt);
    expect(baselineOf(rt(270), earlier)).toEqual({
      baseline: 300,
      results: 5,
      change: -30,
      improved: true,
    });
  });

  it('is missing without earlier results', () => {
    expect(baselineOf(rt(270), [])).toEqual({
      baseline: null,
      results: 0,
      change: null,
      improved: null,
    });
  });

  it('counts a higher span as better, and skips results with no headline', () => {
    const span = (value: number) => ({
      kind: 'number_memory' as const,
      summary: { span: value, reached_limit: false },
    });
    expect(baselineOf(span(8), [span(7), span(6)])).toMatchObject({ change: 1.5, improved: true });
    const attention = {
      kind: 'attention' as const,
      summary: {
        accuracy: 0.5,
        correct: 20,
        errors: 0,
        misses: 20,
        congruent_median_ms: 400,
        incongruent_median_ms: null,
        interference_ms: null,
      },
    };
    expect(headlineScore(attention)).toBeNull();
  });
});
