import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { FeatureBadge as Badge } from '../content/feature-cards';

const STYLES: Record<Badge, string> = {
  core: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  proOnly: 'bg-accent/15 text-accent',
  pro: 'bg-accent/15 text-accent',
  elite: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
};

export function FeatureBadge({ badge }: { badge: Badge }) {
  const { t } = useTranslation('landingFeatures');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STYLES[badge],
      )}
    >
      {t(`badges.${badge}`)}
    </span>
  );
}
