/**
 * A test's history: its results oldest to newest as a chart (lazy, its own chunk), a summary in
 * words, and the values as a table for screen readers.
 */
import {
  headlineScore,
  type CognitiveResultBrief,
  type CognitiveTestKind,
} from '@ascend/contracts';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useScoreText } from '@/lib/scans/use-score-text';
import type { LinePoint } from '@/components/charts/value-line-chart';

const ValueLineChart = lazy(() => import('@/components/charts/value-line-chart'));

export function HistoryPanel({
  kind,
  results,
}: {
  kind: CognitiveTestKind;
  /** Newest first, as the list answers. */
  results: readonly CognitiveResultBrief[];
}) {
  const { t, i18n } = useTranslation('mental');
  const score = useScoreText();
  const id = useId();
  const dates = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  const scored = [...results]
    .reverse()
    .map((result) => ({ result, value: headlineScore(result) }))
    .filter(
      (entry): entry is { result: CognitiveResultBrief; value: number } => entry.value !== null,
    );
  const points: LinePoint[] = scored.map(({ result, value }, index) => ({
    label: `${dates.format(new Date(`${result.local_date}T12:00:00`))} · ${index + 1}`,
    value,
  }));

  return (
    <div className="grid gap-3">
      <p id={`${id}-summary`} className="text-sm text-muted-foreground">
        {t('history.summary', { count: scored.length })}{' '}
        {t('history.axis', { unit: t(`history.units.${kind}`) })}
      </p>
      <div className="h-56 w-full" role="img" aria-labelledby={`${id}-summary`}>
        {scored.length > 1 ? (
          <Suspense fallback={null}>
            <ValueLineChart points={points} formatValue={(value) => score.value(kind, value)} />
          </Suspense>
        ) : (
          <div className="grid h-full place-items-center rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
            {t('history.tooFew')}
          </div>
        )}
      </div>
      <div className="sr-only">
        <table>
          <caption>{t('history.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('history.score')}</th>
            </tr>
          </thead>
          <tbody>
            {scored.map(({ result, value }) => (
              <tr key={result.id}>
                <th scope="row">
                  {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
                    new Date(`${result.local_date}T12:00:00`),
                  )}
                </th>
                <td>{score.value(kind, value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
