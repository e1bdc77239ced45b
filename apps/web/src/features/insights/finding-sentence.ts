/**
 * The sentence of a finding, chosen from templates (`insights:sentence`): "On days (after)
 * <condition>, <outcome>." The condition is A at or above its threshold (a habit: done), its amount
 * in the user's units; the outcome's direction comes from the sign of the correlation.
 */
import type { InsightFinding, UnitSystem } from '@ascend/contracts';
import type { TFunction } from 'i18next';
import { metricKey, shownValue, valueUnit } from './metric-values';

interface Phrase {
  key: string;
  values: Record<string, string | number>;
}

export interface SentenceParts {
  template: string;
  condition: Phrase;
  /** The threshold with its unit ("7 h"); none for a habit, which is done or not. */
  amount: Phrase | null;
  outcome: Phrase;
}

/** Which templates and values make the sentence; `formatNumber` writes numbers in the language. */
export function sentenceParts(
  finding: InsightFinding,
  units: UnitSystem,
  formatNumber: (value: number) => string,
): SentenceParts {
  const { a, b } = finding;
  const direction = finding.r > 0 ? 'higher' : 'lower';
  const outcome: Phrase = {
    key: `sentence.outcome.${metricKey(b)}.${direction}`,
    values: b.kind === 'habit' ? { name: b.name } : {},
  };
  const template = `sentence.lag${finding.lag}`;
  if (a.kind === 'habit') {
    return {
      template,
      condition: { key: 'sentence.condition.habit', values: { name: a.name } },
      amount: null,
      outcome,
    };
  }
  const unit = valueUnit(a, units);
  const threshold = shownValue(finding.threshold, unit);
  return {
    template,
    condition: { key: `sentence.condition.${metricKey(a)}`, values: {} },
    amount: { key: `units.${unit}`, values: { value: formatNumber(threshold), count: threshold } },
    outcome,
  };
}

/** The whole sentence in the language of `t` (the `insights` namespace's). */
export function findingSentence(
  t: TFunction<'insights'>,
  finding: InsightFinding,
  units: UnitSystem,
  formatNumber: (value: number) => string,
): string {
  const parts = sentenceParts(finding, units, formatNumber);
  const amount = parts.amount ? t(parts.amount.key, parts.amount.values) : '';
  return t(parts.template, {
    condition: t(parts.condition.key, { ...parts.condition.values, amount }),
    outcome: t(parts.outcome.key, parts.outcome.values),
  });
}
