import type { Progress } from '@ascend/contracts';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AchievementItem, latestUnlocked, nearestLocked } from '../progress/achievement-item';
import { Card } from './card';

/** The latest unlocked achievement and the nearest to unlock, with a way to see them all. */
export function AchievementsCard({ progress }: { progress: Progress | undefined }) {
  const { t } = useTranslation('progress');
  const { t: tDashboard } = useTranslation('dashboard');
  if (!progress) {
    return (
      <Card title={tDashboard('overview.achievements.title')}>
        <div className="flex items-start gap-3">
          <Trophy className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">{t('overview.noneYet')}</p>
        </div>
      </Card>
    );
  }
  const latest = latestUnlocked(progress.achievements);
  const nearest = nearestLocked(progress.achievements);
  return (
    <Card title={tDashboard('overview.achievements.title')}>
      <div className="grid gap-4">
        <div>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('overview.latest')}
          </h3>
          {latest ? (
            <AchievementItem achievement={latest} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('overview.noneYet')}</p>
          )}
        </div>
        <div>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('overview.nearest')}
          </h3>
          {nearest ? (
            <AchievementItem achievement={nearest} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('overview.allDone')}</p>
          )}
        </div>
        <Link
          to="/dashboard/profile"
          className="text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {t('overview.seeAll')}
        </Link>
      </div>
    </Card>
  );
}
