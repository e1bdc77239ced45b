/**
 * Attention, as an arrow flanker task (Eriksen): five arrows, the person answers the direction of
 * the middle one with ← / → (or the two buttons) and ignores the others. Half the trials are
 * congruent (all arrows agree), half incongruent. A fixation cross shows for 500 ms, then the
 * arrows appear in an animation frame (the onset); no answer within 2 s is a miss. A press before
 * the arrows or under 100 ms after them is an anticipation and the trial is repeated.
 */
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { deviceOf, mainDevice, type InputDevice } from '../timing/input-device';
import { StimulusClock } from '../timing/stimulus-clock';
import type { RunnerProps } from './runner-props';

const FIXATION_MS = 500;
const MISS_AFTER_MS = 2000;
const BETWEEN_MS = 400;
export const ATTENTION_TRIALS = { practice: 4, test: 24 } as const;

export type Direction = 'left' | 'right';

export interface FlankerTrial {
  target: Direction;
  congruent: boolean;
  /** null: no answer in time. */
  response: Direction | null;
  rtMs: number | null;
}

/** A shuffled, balanced list: each of target × congruence equally often. */
export function flankerPlan(count: number, random: () => number = Math.random) {
  const plan: { target: Direction; congruent: boolean }[] = [];
  for (let index = 0; index < count; index += 1) {
    plan.push({ target: index % 2 === 0 ? 'left' : 'right', congruent: index % 4 < 2 });
  }
  for (let index = plan.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [plan[index], plan[other]] = [plan[other]!, plan[index]!];
  }
  return plan;
}

export function AttentionRunner({ practice, paused, onFinish }: RunnerProps<FlankerTrial[]>) {
  const { t } = useTranslation('mental');
  const total = practice ? ATTENTION_TRIALS.practice : ATTENTION_TRIALS.test;
  const [plan] = useState(() => flankerPlan(total));
  const [index, setIndex] = useState(0);
  const trials = useRef<FlankerTrial[]>([]);
  const devices = useRef<InputDevice[]>([]);
  const engine = useRef<StimulusClock | null>(null);
  const arrows = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  // Bumped by an anticipation: the same trial is armed again, and the message says why.
  const [retry, setRetry] = useState({ trial: -1, count: 0 });
  const current = plan[index];

  const setShown = (shown: boolean) => {
    if (arrows.current) arrows.current.dataset.stimulus = shown ? 'on' : 'off';
  };

  const finishTrial = useCallback(
    (trial: FlankerTrial) => {
      setShown(false);
      trials.current.push(trial);
      window.setTimeout(() => {
        if (trials.current.length >= total) onFinish(trials.current, mainDevice(devices.current));
        else setIndex(trials.current.length);
      }, BETWEEN_MS);
    },
    [onFinish, total],
  );

  useEffect(() => {
    if (paused || !current) return;
    engine.current ??= new StimulusClock();
    setShown(false);
    engine.current.arm(FIXATION_MS, {
      show: () => setShown(true),
      missAfterMs: MISS_AFTER_MS,
      onMiss: () => finishTrial({ ...current, response: null, rtMs: null }),
    });
    const clock = engine.current;
    return () => clock.cancel();
    // `retry` re-arms the same trial after an anticipation.
  }, [paused, current, index, retry, finishTrial]);

  useEffect(() => {
    stage.current?.focus();
  }, []);

  function answer(direction: Direction, event: Event) {
    const clock = engine.current;
    if (paused || !current || !clock?.active) return;
    const outcome = clock.respond(event.timeStamp);
    if (outcome.kind === 'ignored') return;
    devices.current.push(deviceOf(event));
    if (outcome.kind === 'anticipation') {
      setShown(false);
      setRetry((value) => ({ trial: index, count: value.count + 1 }));
      return;
    }
    finishTrial({ ...current, response: direction, rtMs: outcome.rt });
  }

  const flank = current?.congruent ? current.target : current?.target === 'left' ? 'right' : 'left';
  const glyph = (direction: Direction | undefined) => (direction === 'left' ? '←' : '→');

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('progress', { done: Math.min(index, total), total })}
      </p>
      <div
        ref={stage}
        tabIndex={0}
        role="group"
        aria-label={t('attention.stageLabel')}
        data-testid="attention-stage"
        onKeyDown={(event) => {
          if (event.repeat) return;
          if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
            event.preventDefault();
            answer(event.key === 'ArrowLeft' ? 'left' : 'right', event.nativeEvent);
          }
        }}
        className="group grid min-h-48 place-items-center rounded-2xl border border-border bg-muted p-6 outline-none focus-visible:ring-4 focus-visible:ring-ring"
      >
        <div ref={arrows} data-stimulus="off" className="group/arrows grid place-items-center">
          <span className="text-4xl font-bold text-muted-foreground group-data-[stimulus=on]/arrows:hidden" aria-hidden="true">
            +
          </span>
          <span
            className="hidden font-mono text-5xl font-bold tracking-widest group-data-[stimulus=on]/arrows:inline"
            data-testid="flanker-arrows"
            data-target={current?.target}
            aria-label={current ? t(`attention.target.${current.target}`) : undefined}
          >
            {glyph(flank)}
            {glyph(flank)}
            {glyph(current?.target)}
            {glyph(flank)}
            {glyph(flank)}
          </span>
        </div>
      </div>
      <p className="min-h-5 text-sm text-muted-foreground" role="status">
        {retry.trial === index ? t('attention.tooSoon') : ''}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="secondary"
          className="h-14"
          onPointerDown={(event) => answer('left', event.nativeEvent)}
          tabIndex={-1}
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
          {t('attention.left')}
        </Button>
        <Button
          variant="secondary"
          className="h-14"
          onPointerDown={(event) => answer('right', event.nativeEvent)}
          tabIndex={-1}
        >
          {t('attention.right')}
          <ArrowRight className="size-5" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
