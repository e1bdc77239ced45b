import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FEATURE_CARDS, MOBILE_FEATURE_COUNT } from '../content/feature-cards';
import { FeatureBadge } from './feature-badge';

const LIST_ID = 'mobile-feature-list';

/** Small screens: the first 4 features, and a toggle to show all 12. */
export function FeatureListMobile({ className }: { className?: string }) {
  const { t } = useTranslation('landingFeatures');
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? FEATURE_CARDS : FEATURE_CARDS.slice(0, MOBILE_FEATURE_COUNT);
  return (
    <div className={className}>
      <ul id={LIST_ID} className="grid gap-3">
        {shown.map((card) => {
          const Icon = card.icon;
          return (
            <li key={card.id} className="flex gap-4 rounded-2xl border border-border bg-card p-4">
              <span
                className={cn(
                  'grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br text-white',
                  card.color,
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">{t(`cards.${card.id}.title`)}</h3>
                  <FeatureBadge badge={card.badge} />
                </div>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t(`cards.${card.id}.description`)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={LIST_ID}
        onClick={() => setExpanded((value) => !value)}
        className={buttonClasses('secondary', 'mt-4 w-full')}
      >
        {expanded ? t('list.showLess') : t('list.showAll', { count: FEATURE_CARDS.length })}
        <ChevronDown
          className={cn('size-4 transition-transform', expanded && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
    </div>
  );
}
