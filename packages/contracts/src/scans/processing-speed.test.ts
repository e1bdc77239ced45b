import { describe, expect, it } from 'vitest';
import { processingSpeedTrialSchema, scoreProcessingSpeed } from './processing-speed.js';

describe('processing speed (symbol–digit) scoring', () => {
  it('counts correct pairs and errors', () => {
    const scored = scoreProcessingSpeed([
      { digit: 3, response: 3, at_ms: 900 },
      { digit: 7, response: 1, at_ms: 1800 },
      { digit: 1, response: 1, at_ms: 2500 },
    ]);
    expect(scored).toEqual({ ok: true, summary: { correct: 2, errors: 1 } });
  });

  it('scores a minute without an answer as none', () => {
    expect(scoreProcessingSpeed([])).toEqual({ ok: true, summary: { correct: 0, errors: 0 } });
  });

  it('refuses answers out of order', () => {
    const scored = scoreProcessingSpeed([
      { digit: 3, response: 3, at_ms: 900 },
      { digit: 4, response: 4, at_ms: 800 },
    ]);
    expect(scored.ok).toBe(false);
  });

  it('refuses more answers than a person can give in 60 s', () => {
    const trials = Array.from({ length: 241 }, (_, index) => ({
      digit: 1,
      response: 1,
      at_ms: index * 200,
    }));
    expect(scoreProcessingSpeed(trials).ok).toBe(false);
    expect(scoreProcessingSpeed(trials.slice(1)).ok).toBe(true);
  });

  it('refuses an answer after the minute, or a digit outside 1–9', () => {
    expect(
      processingSpeedTrialSchema.safeParse({ digit: 1, response: 1, at_ms: 60_001 }).success,
    ).toBe(false);
    expect(
      processingSpeedTrialSchema.safeParse({ digit: 0, response: 1, at_ms: 100 }).success,
    ).toBe(false);
  });
});
