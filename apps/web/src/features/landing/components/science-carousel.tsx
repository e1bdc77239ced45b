import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { SCIENCE_STEPS } from '../content/landing-content';
import { useCarousel } from '../hooks/use-carousel';

/** Step period (spec §9). */
export const SCIENCE_INTERVAL_MS = 4000;

/** The three steps behind every result: moves every 4 s, holds while pointed at or focused. */
export function ScienceCarousel() {
  const { t } = useTranslation('landingSections');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const carousel = useCarousel({
    count: SCIENCE_STEPS.length,
    intervalMs: SCIENCE_INTERVAL_MS,
    paused: hovered || focused,
  });
  return (
    <div
      data-testid="science-carousel"
      role="region"
      aria-roledescription={t('science.carouselRole')}
      aria-label={t('science.carouselLabel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="grid gap-6 lg:grid-cols-[20rem_1fr]"
    >
      <ol className="grid gap-3">
        {SCIENCE_STEPS.map((step, index) => {
          const active = index === carousel.index;
          const Icon = step.icon;
          return (
            <li key={step.id}>
              <button
                type="button"
                onClick={() => carousel.goTo(index)}
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'flex w-full items-center gap-4 rounded-2xl border p-4 text-left transition-colors',
                  active ? 'border-accent/60 bg-accent/10' : 'border-border bg-card hover:bg-muted',
                )}
              >
                <span
                  className={cn(
                    'grid size-10 shrink-0 place-items-center rounded-xl',
                    active ? 'bg-accent text-accent-foreground' : 'bg-muted text-muted-foreground',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                    {t('science.stepNumber', { number: index + 1 })}
                  </span>
                  <span className="block font-semibold">{t(`science.steps.${step.id}.title`)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <div className="grid" aria-live={carousel.autoAdvancing ? 'off' : 'polite'}>
        {SCIENCE_STEPS.map((step, index) => {
          const active = index === carousel.index;
          return (
            <div
              key={step.id}
              data-testid={`science-panel-${step.id}`}
              aria-hidden={!active}
              className={cn(
                'col-start-1 row-start-1 rounded-2xl border border-border bg-card p-8 transition-opacity duration-500 motion-reduce:transition-none',
                active ? 'opacity-100' : 'invisible opacity-0',
              )}
            >
              <h3 className="text-2xl font-bold tracking-tight">
                {t(`science.steps.${step.id}.title`)}
              </h3>
              <p className="mt-4 text-muted-foreground text-pretty">
                {t(`science.steps.${step.id}.body`)}
              </p>
              <p className="mt-6 rounded-xl bg-muted p-4 text-sm">
                {t(`science.steps.${step.id}.detail`)}
              </p>
            </div>
          );
        })}
      </div>
    </div>
  );
}
