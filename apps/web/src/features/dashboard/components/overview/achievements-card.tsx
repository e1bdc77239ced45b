import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from './card';

/** Achievements come with the progress work: until then the card says so, with nothing made up. */
export function AchievementsCard() {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('overview.achievements.title')}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-muted text-muted-foreground">
          <Trophy className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm font-medium">{t('overview.achievements.none')}</p>
          <p className="mt-1 text-xs text-muted-foreground">{t('overview.achievements.soon')}</p>
        </div>
      </div>
    </Card>
  );
}
