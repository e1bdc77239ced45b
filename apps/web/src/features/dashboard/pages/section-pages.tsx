import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProSection } from '../config/sections';
import { ProBadge } from '../components/pro-badge';
import { UpgradeButton } from '../components/upgrade-button';

/** Nutricional, physical: Pro sections with a way to upgrade. */
export function ProPage({ section }: { section: ProSection }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mx-auto grid max-w-2xl place-items-center rounded-2xl border border-violet-500/30 bg-gradient-to-br from-violet-600/10 via-card to-card px-6 py-16 text-center">
      <Crown className="size-10 text-amber-500" aria-hidden="true" />
      <div className="mt-4 flex items-center gap-2">
        <h2 className="text-xl font-semibold">{t(`sections.${section}.label`)}</h2>
        <ProBadge />
      </div>
      <p className="mt-2 max-w-md text-muted-foreground">{t('pro.description')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('soon')}</p>
      <UpgradeButton className="mt-6" />
    </div>
  );
}
