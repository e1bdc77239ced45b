/**
 * The reaction-time test: a field that turns from "wait" to "now" after a random 1.5–4 s; the
 * person presses Space, clicks or taps. The colour change is made in the animation frame itself
 * (a data attribute the CSS follows), not through a React render, so the frame that shows it is
 * the frame whose timestamp is the onset. A press before it or under 100 ms after it is an
 * anticipation, a press after 5 s a miss: both are shown and the trial is repeated.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { deviceOf, mainDevice, type InputDevice } from '../timing/input-device';
import { randomWait, StimulusClock } from '../timing/stimulus-clock';
import type { RunnerProps } from './runner-props';

export const REACTION_WAIT_MS = { min: 1500, max: 4000 } as const;
const MISS_AFTER_MS = 5000;
const FEEDBACK_MS = 900;
export const REACTION_TRIALS = { practice: 2, test: 5 } as const;

export interface ReactionAttempt {
  outcome: 'valid' | 'anticipation' | 'miss';
  /** Response − onset in ms; null for a press before the stimulus or a miss. */
  rtMs: number | null;
  waitMs: number;
}

type Feedback =
  | { kind: 'ready' }
  | { kind: 'waiting' }
  | { kind: 'valid'; rt: number }
  | { kind: 'anticipation' }
  | { kind: 'miss' };

export function ReactionTimeRunner({ practice, paused, onFinish }: RunnerProps<ReactionAttempt[]>) {
  const { t, i18n } = useTranslation('mental');
  const target = practice ? REACTION_TRIALS.practice : REACTION_TRIALS.test;
  const stage = useRef<HTMLDivElement>(null);
  const engine = useRef<StimulusClock | null>(null);
  const attempts = useRef<ReactionAttempt[]>([]);
  const devices = useRef<InputDevice[]>([]);
  const wait = useRef(0);
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'ready' });
  const [valid, setValid] = useState(0);
  const next = useRef<number | null>(null);

  const setStimulus = (shown: boolean) => {
    if (stage.current) stage.current.dataset.stimulus = shown ? 'on' : 'off';
  };

  const arm = useCallback(() => {
    engine.current ??= new StimulusClock();
    wait.current = randomWait(REACTION_WAIT_MS.min, REACTION_WAIT_MS.max);
    setStimulus(false);
    setFeedback({ kind: 'waiting' });
    engine.current.arm(wait.current, {
      show: () => setStimulus(true),
      missAfterMs: MISS_AFTER_MS,
      onMiss: () => record({ outcome: 'miss', rtMs: null, waitMs: wait.current }),
    });
    // `record` is stable through refs; arming never needs a new closure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function record(attempt: ReactionAttempt) {
    setStimulus(false);
    attempts.current.push(attempt);
    const validCount = attempts.current.filter((a) => a.outcome === 'valid').length;
    setValid(validCount);
    setFeedback(
      attempt.outcome === 'valid' ? { kind: 'valid', rt: attempt.rtMs ?? 0 } : { kind: attempt.outcome },
    );
    next.current = window.setTimeout(() => {
      next.current = null;
      if (validCount >= target) onFinish(attempts.current, mainDevice(devices.current));
      else arm();
    }, FEEDBACK_MS);
  }

  function respond(event: KeyboardEvent | PointerEvent | React.KeyboardEvent | React.PointerEvent) {
    const native = 'nativeEvent' in event ? event.nativeEvent : event;
    const clock = engine.current;
    if (paused || !clock?.active) return;
    const outcome = clock.respond(native.timeStamp);
    if (outcome.kind === 'ignored') return;
    devices.current.push(deviceOf(native));
    record(
      outcome.kind === 'response'
        ? { outcome: 'valid', rtMs: outcome.rt, waitMs: wait.current }
        : { outcome: 'anticipation', rtMs: outcome.rt, waitMs: wait.current },
    );
  }

  useEffect(() => {
    stage.current?.focus();
  }, []);

  // Paused: the pending trial is dropped, never scored; resuming starts a fresh one.
  useEffect(() => {
    if (paused) {
      engine.current?.pause();
      if (next.current !== null) window.clearTimeout(next.current);
      next.current = null;
      setStimulus(false);
      setFeedback({ kind: 'ready' });
      return;
    }
    if (attempts.current.filter((a) => a.outcome === 'valid').length < target) arm();
    return () => {
      engine.current?.cancel();
      if (next.current !== null) window.clearTimeout(next.current);
    };
  }, [paused, arm, target]);

  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const message =
    feedback.kind === 'valid'
      ? t('reaction.trialResult', { ms: number.format(feedback.rt) })
      : feedback.kind === 'anticipation'
        ? t('reaction.tooSoon')
        : feedback.kind === 'miss'
          ? t('reaction.tooSlow')
          : feedback.kind === 'waiting'
            ? t('reaction.wait')
            : t('paused.title');

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('progress', { done: valid, total: target })}
      </p>
      <div
        ref={stage}
        tabIndex={0}
        role="button"
        aria-label={t('reaction.stageLabel')}
        aria-describedby="reaction-feedback"
        data-stimulus="off"
        data-testid="reaction-stage"
        onKeyDown={(event) => {
          if (event.key !== ' ' || event.repeat) return;
          event.preventDefault();
          respond(event);
        }}
        onPointerDown={(event) => respond(event)}
        className={cn(
          'group grid min-h-72 touch-manipulation select-none place-items-center rounded-2xl border-2 border-border bg-muted p-6 text-center outline-none focus-visible:ring-4 focus-visible:ring-ring',
          'data-[stimulus=on]:border-emerald-700 data-[stimulus=on]:bg-emerald-600 data-[stimulus=on]:text-white',
        )}
      >
        <span className="text-2xl font-semibold group-data-[stimulus=on]:hidden">{message}</span>
        <span className="hidden text-4xl font-bold group-data-[stimulus=on]:inline">
          {t('reaction.now')}
        </span>
      </div>
      <p id="reaction-feedback" className="sr-only" role="status">
        {message}
      </p>
    </div>
  );
}
