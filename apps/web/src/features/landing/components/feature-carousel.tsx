import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { FEATURE_CARDS } from '../content/feature-cards';
import { useCarousel } from '../hooks/use-carousel';
import { useSwipe } from '../hooks/use-swipe';
import { FeatureSlide } from './feature-slide';

/** Auto-advance period and the hold after a manual move (spec §9). */
export const FEATURE_INTERVAL_MS = 8000;
export const FEATURE_MANUAL_PAUSE_MS = 10000;

/** Play or pause, previous, next: a round button named by its label. */
function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="grid size-10 place-items-center rounded-full border border-border bg-card text-foreground transition-colors hover:bg-muted"
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </button>
  );
}

/** The 12 feature cards: every 8 s, wrapping; arrows, dots and swipes hold it for 10 s. */
export function FeatureCarousel({ className }: { className?: string }) {
  const { t } = useTranslation('landingFeatures');
  const [stopped, setStopped] = useState(false);
  const carousel = useCarousel({
    count: FEATURE_CARDS.length,
    intervalMs: FEATURE_INTERVAL_MS,
    manualPauseMs: FEATURE_MANUAL_PAUSE_MS,
    paused: stopped,
  });
  const swipe = useSwipe(carousel.next, carousel.previous);
  const total = FEATURE_CARDS.length;

  return (
    <div
      role="region"
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.label')}
      className={className}
    >
      <div className="mb-6 flex items-center justify-end gap-2">
        <ControlButton
          label={stopped ? t('carousel.play') : t('carousel.pause')}
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? (
            <Play className="size-4" aria-hidden="true" />
          ) : (
            <Pause className="size-4" aria-hidden="true" />
          )}
        </ControlButton>
        <ControlButton label={t('carousel.previous')} onClick={carousel.previous}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </ControlButton>
        <ControlButton label={t('carousel.next')} onClick={carousel.next}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </ControlButton>
      </div>
      <div
        data-testid="feature-slides"
        aria-live={carousel.autoAdvancing ? 'off' : 'polite'}
        className="grid touch-pan-y"
        {...swipe}
      >
        {FEATURE_CARDS.map((card, index) => (
          <FeatureSlide
            key={card.id}
            card={card}
            active={index === carousel.index}
            label={t('carousel.slide', { current: index + 1, total })}
          />
        ))}
      </div>
      <div
        className="mt-6 flex flex-wrap justify-center gap-2"
        role="group"
        aria-label={t('carousel.choose')}
      >
        {FEATURE_CARDS.map((card, index) => {
          const Icon = card.icon;
          const active = index === carousel.index;
          return (
            <button
              key={card.id}
              type="button"
              onClick={() => carousel.goTo(index)}
              aria-current={active ? 'true' : undefined}
              aria-label={t(`cards.${card.id}.title`)}
              title={t(`cards.${card.id}.title`)}
              className={cn(
                'grid size-10 place-items-center rounded-xl border transition-colors',
                active
                  ? 'border-accent bg-accent text-accent-foreground'
                  : 'border-border bg-card text-muted-foreground hover:text-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
