/** One finished test of each kind as the web sends it: raw trials and the summary they score to. */
import {
  ATTENTION,
  NUMBER_MEMORY,
  scoreCognitiveTrials,
  type CognitiveResultCreate,
  type CognitiveTrials,
} from '@ascend/contracts';

function finished(test: CognitiveTrials, device: CognitiveResultCreate['device'] = 'keyboard') {
  const scored = scoreCognitiveTrials(test);
  if (!scored.ok) throw new Error(`not a finished test: ${scored.problem}`);
  return { ...test, device, summary: scored.summary } as CognitiveResultCreate;
}

/** Median 280 ms, one anticipation and one miss repeated. */
export const reactionTimeTest = (medianMs = 280) =>
  finished({
    kind: 'reaction_time',
    trials: [
      { wait_ms: 1800, response_ms: -120 },
      { wait_ms: 2500, response_ms: null },
      ...[medianMs + 20, medianMs - 30, medianMs, medianMs + 130, medianMs - 20].map(
        (response_ms, index) => ({ wait_ms: 1500 + index * 500, response_ms }),
      ),
    ],
  });

/** Recalls up to `span` digits, then misses the next length twice. */
export function numberMemoryTest(span = 7) {
  const trials = [];
  for (let length = NUMBER_MEMORY.firstSpan; length <= span; length += 1) {
    const digits = '4'.repeat(length);
    trials.push({ digits, answer: digits });
  }
  const next = '5'.repeat(span + 1);
  trials.push({ digits: next, answer: '' }, { digits: next, answer: '1' });
  return finished({ kind: 'number_memory', trials });
}

/** Every answer right: congruent in 400-odd ms, incongruent 60 ms slower. */
export const attentionTest = () =>
  finished(
    {
      kind: 'attention',
      trials: Array.from({ length: ATTENTION.trials }, (_, index) => {
        const congruent = index % 2 === 0;
        const direction = index % 4 < 2 ? ('left' as const) : ('right' as const);
        return {
          congruent,
          direction,
          response: direction,
          rt_ms: (congruent ? 400 : 460) + index,
        };
      }),
    },
    'touch',
  );

/** 30 answers a second apart, every fifth wrong. */
export const processingSpeedTest = () =>
  finished(
    {
      kind: 'processing_speed',
      trials: Array.from({ length: 30 }, (_, index) => ({
        digit: (index % 9) + 1,
        response: index % 5 === 4 ? ((index + 1) % 9) + 1 : (index % 9) + 1,
        at_ms: 1000 * (index + 1),
      })),
    },
    'mouse',
  );
