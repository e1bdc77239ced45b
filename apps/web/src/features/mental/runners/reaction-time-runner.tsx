/**
 * The reaction-time test: a field that turns from "wait" to "now" after a random 1.5–4 s; the
 * person presses Space, clicks or taps. The colour change is made in the animation frame itself
 * (a data attribute the CSS follows), not through a React render, so the frame that shows it is
 * the frame whose timestamp is the onset. A press before it or under 100 ms after it is an
 * anticipation, a press after 5 s a miss: both are shown and the trial is repeated.
 */
import {
  randomWaitMs,
  REACTION_TIME,
  reactionTimeOutcome,
  type InputDevice,
  type ReactionTimeTrial,
} from '@ascend/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { deviceOf, mainDevice } from '../timing/input-device';
import { StimulusClock } from '../timing/stimulus-clock';
import type { RunnerProps } from './runner-props';
import { useLatest } from './use-latest';

const FEEDBACK_MS = 900;
const PRACTICE_TRIALS = 2;

const validCount = (trials: readonly ReactionTimeTrial[]) =>
  trials.filter((trial) => reactionTimeOutcome(trial) === 'valid').length;

type Feedback =
  | { kind: 'ready' }
  | { kind: 'waiting' }
  | { kind: 'valid'; rt: number }
  | { kind: 'anticipation' }
  | { kind: 'miss' }
  | { kind: 'restart' };

export function ReactionTimeRunner({
  practice,
  paused,
  onFinish,
}: RunnerProps<ReactionTimeTrial[]>) {
  const { t, i18n } = useTranslation('mental');
  const finish = useLatest(onFinish);
  const target = practice ? PRACTICE_TRIALS : REACTION_TIME.validTrials;
  const stage = useRef<HTMLDivElement>(null);
  const engine = useRef<StimulusClock | null>(null);
  const attempts = useRef<ReactionTimeTrial[]>([]);
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
    wait.current = randomWaitMs();
    setStimulus(false);
    setFeedback({ kind: 'waiting' });
    engine.current.arm(wait.current, {
      show: () => setStimulus(true),
      missAfterMs: REACTION_TIME.maxValidMs,
      onMiss: () => record({ wait_ms: wait.current, response_ms: null }),
    });
    // `record` is stable through refs; arming never needs a new closure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function record(attempt: ReactionTimeTrial) {
    setStimulus(false);
    attempts.current.push(attempt);
    const outcome = reactionTimeOutcome(attempt);
    const valid = validCount(attempts.current);
    // More refused trials than a test may hold: this run is no test; start it again.
    const restart = attempts.current.length - valid > REACTION_TIME.maxRefusedTrials;
    if (restart) attempts.current = [];
    setValid(restart ? 0 : valid);
    setFeedback(
      restart
        ? { kind: 'restart' }
        : outcome === 'valid'
          ? { kind: 'valid', rt: attempt.response_ms ?? 0 }
          : { kind: outcome },
    );
    next.current = window.setTimeout(() => {
      next.current = null;
      if (valid >= target && !restart)
        finish.current(attempts.current, mainDevice(devices.current));
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
    record({ wait_ms: wait.current, response_ms: outcome.rt });
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
      return;
    }
    if (validCount(attempts.current) < target) arm();
    return () => {
      engine.current?.cancel();
      if (next.current !== null) window.clearTimeout(next.current);
    };
  }, [paused, arm, target]);

  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const message = paused
    ? t('paused.title')
    : feedback.kind === 'valid'
      ? t('reaction.trialResult', { ms: number.format(feedback.rt) })
      : feedback.kind === 'anticipation'
        ? t('reaction.tooSoon')
        : feedback.kind === 'miss'
          ? t('reaction.tooSlow')
          : feedback.kind === 'restart'
            ? t('reaction.restart')
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
