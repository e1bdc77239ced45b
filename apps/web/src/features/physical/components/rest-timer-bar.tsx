/**
 * The rest timer of the session in progress: the time left, −/+ 15 s and skip, kept at the bottom
 * of the screen within a thumb's reach. The time left is read from the timer's timestamps at each
 * tick and again whenever the tab is shown, so a tab left in the background is right when it comes
 * back. The end is said once through a polite live region (and a short vibration where there is
 * one); the ticking itself is not read out.
 */
import { Minus, Plus, TimerOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  adjustRest,
  clockText,
  REST_STEP_S,
  restRemainingMs,
  type RestTimer,
} from '../lib/rest-timer';

const TICK_MS = 250;

function useClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    tick();
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [running]);
  return now;
}

export function RestTimerBar({
  timer,
  onChange,
}: {
  timer: RestTimer | null;
  onChange: (timer: RestTimer | null) => void;
}) {
  const { t } = useTranslation('physical');
  const now = useClock(timer !== null);
  const remaining = timer ? restRemainingMs(timer, now) : 0;
  const over = timer !== null && remaining === 0;
  // The region's text turns to "over" once per rest, which is what a screen reader announces.
  const announcement = over ? t('rest.over') : '';
  const vibrated = useRef<number | null>(null);

  useEffect(() => {
    if (!timer || !over || vibrated.current === timer.endsAt) return;
    vibrated.current = timer.endsAt;
    // Not in every browser (nor allowed in a background tab); the announcement is what counts.
    navigator.vibrate?.(200);
  }, [timer, over]);

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {timer && (
        <div
          role="group"
          aria-label={t('rest.label')}
          className="sticky bottom-2 z-10 flex items-center gap-2 rounded-2xl border border-border bg-card p-2 shadow-lg"
        >
          <Button
            variant="secondary"
            className="size-12 shrink-0 px-0"
            aria-label={t('rest.less', { seconds: REST_STEP_S })}
            onClick={() => onChange(adjustRest(timer, Date.now(), -REST_STEP_S))}
          >
            <Minus className="size-5" aria-hidden="true" />
          </Button>
          <div className="min-w-0 flex-1 text-center">
            <p className="text-xs text-muted-foreground">
              {over ? t('rest.over') : t('rest.running')}
            </p>
            <p
              className={`font-mono text-2xl font-bold tabular-nums ${over ? 'text-accent' : ''}`}
              data-testid="rest-clock"
            >
              {clockText(remaining)}
            </p>
          </div>
          <Button
            variant="secondary"
            className="size-12 shrink-0 px-0"
            aria-label={t('rest.more', { seconds: REST_STEP_S })}
            onClick={() => onChange(adjustRest(timer, Date.now(), REST_STEP_S))}
          >
            <Plus className="size-5" aria-hidden="true" />
          </Button>
          <Button variant="ghost" className="h-12 shrink-0" onClick={() => onChange(null)}>
            <TimerOff className="size-5" aria-hidden="true" />
            {over ? t('rest.dismiss') : t('rest.skip')}
          </Button>
        </div>
      )}
    </>
  );
}
