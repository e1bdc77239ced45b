import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { FeatureCard } from '../content/feature-cards';
import { FeatureBadge } from './feature-badge';

/** One card of the feature carousel: the copy on the left, its artwork on the right. */
export function FeatureSlide({
  card,
  active,
  label,
}: {
  card: FeatureCard;
  active: boolean;
  label: string;
}) {
  const { t } = useTranslation('landingFeatures');
  const Icon = card.icon;
  const points = t(`cards.${card.id}.points`, { returnObjects: true }) as unknown as string[];
  return (
    <div
      role="group"
      aria-roledescription={t('carousel.slideRole')}
      aria-label={label}
      aria-hidden={!active}
      inert={!active}
      className={cn(
        'col-start-1 row-start-1 grid gap-8 rounded-3xl border border-border bg-card p-8 transition-opacity duration-500 motion-reduce:transition-none lg:grid-cols-[1.2fr_1fr] lg:p-10',
        active ? 'opacity-100' : 'pointer-events-none opacity-0',
      )}
    >
      <div className="flex flex-col items-start">
        <FeatureBadge badge={card.badge} />
        <h3 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          {t(`cards.${card.id}.title`)}
        </h3>
        <p className="mt-3 text-muted-foreground text-pretty">
          {t(`cards.${card.id}.description`)}
        </p>
        <ul className="mt-6 grid gap-3">
          {points.map((point) => (
            <li key={point} className="flex gap-3 text-sm">
              <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div
        aria-hidden="true"
        className={cn(
          'relative flex min-h-56 flex-col justify-between overflow-hidden rounded-2xl bg-gradient-to-br p-6 text-white',
          card.color,
        )}
      >
        <Icon className="size-12 opacity-90" />
        <Icon className="absolute -bottom-6 -right-6 size-44 opacity-15" />
        <div>
          <p className="text-5xl font-bold tracking-tight">{t(`cards.${card.id}.stat`)}</p>
          <p className="mt-1 text-sm font-medium text-white/90">
            {t(`cards.${card.id}.statLabel`)}
          </p>
        </div>
      </div>
    </div>
  );
}
