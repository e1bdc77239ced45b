import { describe, expect, it } from 'vitest';
import {
  ATTENTION,
  attentionTrialSchema,
  flankerSchedule,
  scoreAttention,
  type AttentionTrial,
} from './attention.js';

/** 20 congruent answered right at `congruentMs`, 20 incongruent at `incongruentMs`. */
function trials(congruentMs: number, incongruentMs: number): AttentionTrial[] {
  return Array.from({ length: ATTENTION.trials }, (_, index) => {
    const congruent = index < ATTENTION.congruentTrials;
    const direction = index % 2 === 0 ? 'left' : 'right';
    return {
      congruent,
      direction,
      response: direction,
      rt_ms: (congruent ? congruentMs : incongruentMs) + (index % 3),
    };
  });
}

describe('attention (flanker) scoring', () => {
  it('scores accuracy and the interference cost from correct answers', () => {
    expect(scoreAttention(trials(400, 450))).toEqual({
      ok: true,
      summary: {
        accuracy: 1,
        correct: 40,
        errors: 0,
        misses: 0,
        congruent_median_ms: 401,
        incongruent_median_ms: 451,
        interference_ms: 50,
      },
    });
  });

  it('leaves wrong answers, anticipations and misses out of the times', () => {
    const list = trials(400, 450);
    list[0] = { ...list[0]!, response: 'right', rt_ms: 10 }; // wrong, and fast
    list[2] = { ...list[2]!, rt_ms: 60 }; // right, but an anticipation
    list[20] = { ...list[20]!, response: null, rt_ms: null }; // a miss
    list[22] = { ...list[22]!, rt_ms: 1900 }; // right and slow: counts
    const scored = scoreAttention(list);
    expect(scored.ok && scored.summary).toMatchObject({
      accuracy: 37 / 40,
      correct: 37,
      errors: 2,
      misses: 1,
    });
  });

  it('has no interference cost when a kind has no correct answer', () => {
    const list = trials(400, 450).map((trial) =>
      trial.congruent ? trial : { ...trial, response: null, rt_ms: null },
    );
    const scored = scoreAttention(list);
    expect(scored.ok && scored.summary).toMatchObject({
      incongruent_median_ms: null,
      interference_ms: null,
      misses: 20,
      accuracy: 0.5,
    });
  });

  it('refuses a test of other than 40 trials, or not half congruent', () => {
    expect(scoreAttention(trials(400, 450).slice(1)).ok).toBe(false);
    const unbalanced = trials(400, 450).map((trial) => ({ ...trial, congruent: true }));
    expect(scoreAttention(unbalanced).ok).toBe(false);
  });

  it('refuses a response time without a response', () => {
    const result = attentionTrialSchema.safeParse({
      congruent: true,
      direction: 'left',
      response: null,
      rt_ms: 300,
    });
    expect(result.success).toBe(false);
  });

  it('schedules half congruent trials, each direction balanced', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    const schedule = flankerSchedule(random);
    expect(schedule).toHaveLength(40);
    const count = (congruent: boolean, direction: string) =>
      schedule.filter((each) => each.congruent === congruent && each.direction === direction)
        .length;
    expect([count(true, 'left'), count(true, 'right')]).toEqual([10, 10]);
    expect([count(false, 'left'), count(false, 'right')]).toEqual([10, 10]);
  });
});
