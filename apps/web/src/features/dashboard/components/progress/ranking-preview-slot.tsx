import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../overview/card';

/**
 * The profile's place for "what ranking members see": the weekly league (progress-league) fills
 * it with the member's public card. Until then it says what will be here.
 */
export function RankingPreviewSlot() {
  const { t } = useTranslation('progress');
  return (
    <Card title={t('profile.ranking.title')}>
      <div className="flex items-start gap-3">
        <Users className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">{t('profile.ranking.soon')}</p>
      </div>
    </Card>
  );
}
