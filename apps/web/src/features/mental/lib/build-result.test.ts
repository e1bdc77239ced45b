import { describe, expect, it } from 'vitest';
import { cognitiveResultCreateSchema } from '@ascend/contracts';
import { buildResult } from './build-result';

describe('buildResult', () => {
  it('sends the summary the contracts score, which the POST schema accepts', () => {
    const trials = [
      { wait_ms: 2000, response_ms: -300 },
      ...[250, 260, 270, 280, 290].map((ms) => ({ wait_ms: 1800, response_ms: ms })),
    ];
    const built = buildResult({ kind: 'reaction_time', trials }, 'keyboard');
    expect(built).toMatchObject({
      ok: true,
      result: { summary: { median_ms: 270, fastest_ms: 250, anticipations: 1, misses: 0 } },
    });
    if (built.ok) expect(cognitiveResultCreateSchema.safeParse(built.result).success).toBe(true);
  });

  it('gives the scorer’s problem for a run that is no finished test', () => {
    const built = buildResult(
      { kind: 'number_memory', trials: [{ digits: '123', answer: '123' }] },
      'mouse',
    );
    expect(built).toEqual({ ok: false, problem: 'The test is not finished' });
  });
});
