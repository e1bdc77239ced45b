import type { Overview, Progress } from '@ascend/contracts';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LevelProgress } from '../progress/level-progress';
import { Card } from './card';

/**
 * The user's level with the points to the next, their points (today, this week, in total) and how
 * they are earned. The level shows once GET /progress has answered: none is invented meanwhile.
 */
export function PointsCard({
  points,
  progress,
}: {
  points: Overview['points'];
  progress: Progress | undefined;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language);
  const figures = [
    { key: 'today', value: points.today },
    { key: 'week', value: points.week },
    { key: 'total', value: points.total },
  ] as const;
  return (
    <Card
      title={t('overview.points.title')}
      action={<Star className="size-5 text-amber-500" aria-hidden="true" />}
    >
      {progress && (
        <div className="mb-4">
          <LevelProgress progress={progress} />
        </div>
      )}
      <dl className="grid grid-cols-3 gap-2 text-center">
        {figures.map(({ key, value }) => (
          <div key={key} className="rounded-xl bg-muted/60 px-2 py-3">
            <dt className="text-xs text-muted-foreground">{t(`overview.points.${key}`)}</dt>
            <dd className="mt-1 text-xl font-bold tabular-nums">{number.format(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-muted-foreground">{t('overview.points.rules')}</p>
      <p className="mt-1 text-xs text-muted-foreground">{t('overview.points.rankSoon')}</p>
    </Card>
  );
}
