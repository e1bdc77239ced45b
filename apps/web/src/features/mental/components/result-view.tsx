/**
 * A saved result: the headline score, what else the test measured, the device, the change against
 * the personal baseline, the population reference with its source, and the test's history.
 */
import type { CognitiveResult, CognitiveResultBrief } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { SourceLink } from '@/components/ui/source-link';
import { useScoreText } from '@/lib/scans/use-score-text';
import type { TestConfig } from '../config/tests';
import { BaselineText } from './baseline-text';
import { HistoryPanel } from './history-panel';

export function ResultView({
  test,
  result,
  history,
}: {
  test: TestConfig;
  result: CognitiveResult;
  /** The test's results, newest first (this one included once the list has refreshed). */
  history: readonly CognitiveResultBrief[];
}) {
  const { t } = useTranslation('mental');
  const score = useScoreText();
  const earlier = history.filter(
    (each) => each.id !== result.id && each.completed_at <= result.completed_at,
  );
  const withThis = history.some((each) => each.id === result.id) ? history : [result, ...history];
  const detail = score.detail(result);

  return (
    <div className="grid gap-6">
      <Panel title={t('result.title')}>
        <div className="grid gap-3">
          <p className="text-4xl font-bold tracking-tight" data-testid="result-score">
            {score.headline(result)}
          </p>
          <p className="text-sm text-muted-foreground">{t(`tests.${result.kind}.headline`)}</p>
          {detail && <p className="text-sm">{detail}</p>}
          <p className="text-sm text-muted-foreground">
            {t('result.device', { device: t(`devices.${result.device}`) })}
          </p>
          <BaselineText result={result} earlier={earlier} />
          {test.reference ? (
            <p className="text-sm text-muted-foreground">
              {t(`reference.${result.kind}`, {
                value: score.value(result.kind, test.reference.value),
              })}{' '}
              <SourceLink href={test.reference.url}>{test.reference.source}</SourceLink>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{t('reference.none')}</p>
          )}
        </div>
      </Panel>
      <Panel title={t('history.title')} description={t('history.description')}>
        <HistoryPanel kind={result.kind} results={withThis} />
      </Panel>
    </div>
  );
}
