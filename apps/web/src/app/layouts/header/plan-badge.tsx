import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function PlanBadge({ plan }: { plan: 'pro' | 'elite' }) {
  const { t } = useTranslation('layout');
  return (
    <span
      className={cn(
        'rounded-full px-1.5 py-0.5 text-[0.625rem] font-bold uppercase tracking-wide',
        plan === 'pro'
          ? 'bg-accent/15 text-accent'
          : 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
      )}
    >
      {t(`badges.${plan}`)}
    </span>
  );
}
