/**
 * A result's scores in words, as the mental page, the result screen and the scans hub show them
 * (strings under `scans:score`). The headline is the one number each test is judged by
 * (the contracts' COGNITIVE_HEADLINES); the detail adds what else the test measured.
 */
import {
  headlineScore,
  type CognitiveResultBrief,
  type CognitiveTestKind,
} from '@ascend/contracts';
import { useTranslation } from 'react-i18next';

/** A result of any kind, by kind (a plain Pick would merge the kinds' summaries). */
type Scored = CognitiveResultBrief extends infer Result
  ? Result extends CognitiveResultBrief
    ? Pick<Result, 'kind' | 'summary'>
    : never
  : never;

export function useScoreText() {
  const { t, i18n } = useTranslation('scans');
  const whole = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });

  /** A headline value of a kind with its unit ("263 ms", "7 digits"). */
  function value(kind: CognitiveTestKind, score: number | null): string {
    if (score === null) return t('score.none');
    return t(`score.${kind}`, { value: whole.format(score), count: Math.round(score) });
  }

  function headline(result: Scored): string {
    return value(result.kind, headlineScore(result));
  }

  function detail(result: Scored): string {
    switch (result.kind) {
      case 'reaction_time':
        return t('detail.reaction_time', {
          fastest: whole.format(result.summary.fastest_ms),
          anticipations: result.summary.anticipations,
          misses: result.summary.misses,
        });
      case 'number_memory':
        return result.summary.reached_limit ? t('detail.number_memory_limit') : '';
      case 'attention':
        return t('detail.attention', {
          accuracy: percent.format(result.summary.accuracy),
          misses: result.summary.misses,
        });
      case 'processing_speed':
        return t('detail.processing_speed', { count: result.summary.errors });
    }
  }

  return { value, headline, detail };
}
