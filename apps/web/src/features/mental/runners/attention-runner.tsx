/**
 * Attention, as the arrow flanker task (the contracts' `attention.ts` says why not Stroop): five
 * arrows, the person answers the direction of the middle one with ← / → (or the two buttons) and
 * ignores the others. A fixation cross shows for 500 ms, then the arrows appear in an animation
 * frame (the onset); no answer within 2 s is a miss. A press during the cross is not a trial: the
 * trial starts again (an answer under 100 ms after the arrows is one, and counts as an error).
 */
import {
  ATTENTION,
  flankerSchedule,
  type ArrowDirection,
  type AttentionTrial,
  type InputDevice,
} from '@ascend/contracts';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { deviceOf, mainDevice } from '../timing/input-device';
import { StimulusClock } from '../timing/stimulus-clock';
import type { RunnerProps } from './runner-props';
import { useLatest } from './use-latest';

const FIXATION_MS = 500;
const BETWEEN_MS = 400;
const PRACTICE_TRIALS = 4;

type Direction = ArrowDirection;

export function AttentionRunner({ practice, paused, onFinish }: RunnerProps<AttentionTrial[]>) {
  const { t } = useTranslation('mental');
  const finish = useLatest(onFinish);
  const total = practice ? PRACTICE_TRIALS : ATTENTION.trials;
  const [plan] = useState(() => flankerSchedule().slice(0, total));
  const [index, setIndex] = useState(0);
  const trials = useRef<AttentionTrial[]>([]);
  const devices = useRef<InputDevice[]>([]);
  const engine = useRef<StimulusClock | null>(null);
  const arrows = useRef<HTMLDivElement>(null);
  // Bumped by an anticipation: the same trial is armed again, and the message says why.
  const [retry, setRetry] = useState({ trial: -1, count: 0 });
  const current = plan[index];

  const setShown = (shown: boolean) => {
    if (arrows.current) arrows.current.dataset.stimulus = shown ? 'on' : 'off';
  };

  const finishTrial = useCallback(
    (trial: AttentionTrial) => {
      setShown(false);
      trials.current.push(trial);
      window.setTimeout(() => {
        if (trials.current.length >= total)
          finish.current(trials.current, mainDevice(devices.current));
        else setIndex(trials.current.length);
      }, BETWEEN_MS);
    },
    [finish, total],
  );

  useEffect(() => {
    if (paused || !current) return;
    engine.current ??= new StimulusClock();
    setShown(false);
    engine.current.arm(FIXATION_MS, {
      show: () => setShown(true),
      missAfterMs: ATTENTION.responseWindowMs,
      onMiss: () => finishTrial({ ...current, response: null, rt_ms: null }),
    });
    const clock = engine.current;
    return () => clock.cancel();
    // `retry` re-arms the same trial after an anticipation.
  }, [paused, current, index, retry, finishTrial]);

  // The arrow keys answer wherever the focus is (the buttons are for pointers).
  const onKey = useLatest((event: KeyboardEvent) => {
    if (event.repeat || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    answer(event.key === 'ArrowLeft' ? 'left' : 'right', event);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onKey]);

  function answer(direction: Direction, event: Event) {
    const clock = engine.current;
    if (paused || !current || !clock?.active) return;
    const outcome = clock.respond(event.timeStamp);
    if (outcome.kind === 'ignored') return;
    devices.current.push(deviceOf(event));
    if (outcome.kind === 'early') {
      setShown(false);
      setRetry((value) => ({ trial: index, count: value.count + 1 }));
      return;
    }
    finishTrial({
      ...current,
      response: direction,
      rt_ms: Math.min(outcome.rt, ATTENTION.responseWindowMs),
    });
  }

  const flank = current?.congruent
    ? current.direction
    : current?.direction === 'left'
      ? 'right'
      : 'left';
  const glyph = (direction: Direction | undefined) => (direction === 'left' ? '←' : '→');

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('progress', { done: Math.min(index, total), total })}
      </p>
      <div
        role="region"
        aria-label={t('attention.stageLabel')}
        data-testid="attention-stage"
        className="group grid min-h-48 place-items-center rounded-2xl border border-border bg-muted p-6"
      >
        <div ref={arrows} data-stimulus="off" className="group/arrows grid place-items-center">
          <span
            className="text-4xl font-bold text-muted-foreground group-data-[stimulus=on]/arrows:hidden"
            aria-hidden="true"
          >
            +
          </span>
          <span
            className="hidden font-mono text-5xl font-bold tracking-widest group-data-[stimulus=on]/arrows:inline"
            data-testid="flanker-arrows"
            data-target={current?.direction}
            aria-label={current ? t(`attention.target.${current.direction}`) : undefined}
          >
            {glyph(flank)}
            {glyph(flank)}
            {glyph(current?.direction)}
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
