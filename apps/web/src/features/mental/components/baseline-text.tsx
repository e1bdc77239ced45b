/** A score against the user's own baseline (median of the 5 results before it) in words. */
import { baselineOf, type CognitiveResultBrief } from '@ascend/contracts';
import { TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useScoreText } from '@/lib/scans/use-score-text';

export function BaselineText({
  result,
  earlier,
  className,
}: {
  result: Pick<CognitiveResultBrief, 'kind' | 'summary'>;
  /** The same test's results before it, newest first. */
  earlier: readonly Pick<CognitiveResultBrief, 'kind' | 'summary'>[];
  className?: string;
}) {
  const { t } = useTranslation('mental');
  const score = useScoreText();
  const base = baselineOf(result, earlier);
  if (base.baseline === null || base.change === null) {
    return <p className={cn('text-sm text-muted-foreground', className)}>{t('baseline.none')}</p>;
  }
  // A change that rounds to nothing as shown is no change.
  const improved = Math.round(Math.abs(base.change)) === 0 ? null : base.improved;
  const Icon = improved === null ? Minus : base.change > 0 ? TrendingUp : TrendingDown;
  const text = t(
    improved === null ? 'baseline.same' : improved ? 'baseline.better' : 'baseline.worse',
    {
      change: score.value(result.kind, Math.abs(base.change)),
      baseline: score.value(result.kind, base.baseline),
      count: base.results,
    },
  );
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 text-sm',
        improved === true && 'text-emerald-700 dark:text-emerald-400',
        improved === false && 'text-amber-700 dark:text-amber-400',
        improved === null && 'text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
