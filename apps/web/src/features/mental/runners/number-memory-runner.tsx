/**
 * Number memory: a sequence of digits is shown, hidden, and typed back (the procedure is the
 * contracts': from 3 digits, two attempts per length, up to 20). The run is over exactly when the
 * contracts' scorer accepts its trials as a finished test. The sequence stays on screen one
 * second plus half a second per digit.
 */
import {
  NUMBER_MEMORY,
  randomDigits,
  scoreNumberMemory,
  type InputDevice,
  type NumberMemoryTrial,
} from '@ascend/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { deviceOf, mainDevice } from '../timing/input-device';
import type { RunnerProps } from './runner-props';
import { useLatest } from './use-latest';

const PRACTICE_ROUNDS = 1;

function showMsFor(length: number): number {
  return 1000 + 500 * length;
}

/** The length the next trial shows, after these (the procedure of the contracts' scorer). */
function nextLength(trials: readonly NumberMemoryTrial[]): number {
  const last = trials.at(-1);
  if (!last) return NUMBER_MEMORY.firstSpan;
  return last.answer === last.digits ? last.digits.length + 1 : last.digits.length;
}

export function NumberMemoryRunner({
  practice,
  paused,
  onFinish,
}: RunnerProps<NumberMemoryTrial[]>) {
  const { t } = useTranslation('mental');
  const finish = useLatest(onFinish);
  const id = useId();
  const rounds = useRef<NumberMemoryTrial[]>([]);
  const devices = useRef<InputDevice[]>([]);
  const [digits, setDigits] = useState(() => randomDigits(NUMBER_MEMORY.firstSpan));
  const [phase, setPhase] = useState<'show' | 'answer'>('show');
  const [answer, setAnswer] = useState('');
  const input = useRef<HTMLInputElement>(null);
  /** What the answer was given with: Enter in the field, or the button by a pointer. */
  const lastInput = useRef<InputDevice>('keyboard');

  // The sequence shows for its time; a pause hides it and shows it again in full on resume.
  useEffect(() => {
    if (phase !== 'show' || paused) return;
    const timer = window.setTimeout(() => setPhase('answer'), showMsFor(digits.length));
    return () => window.clearTimeout(timer);
  }, [phase, paused, digits]);

  useEffect(() => {
    if (phase === 'answer' && !paused) input.current?.focus();
  }, [phase, paused]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    devices.current.push(lastInput.current);
    rounds.current.push({ digits, answer });
    const done = practice
      ? rounds.current.length >= PRACTICE_ROUNDS
      : scoreNumberMemory(rounds.current).ok;
    if (done) {
      finish.current(rounds.current, mainDevice(devices.current));
      return;
    }
    setAnswer('');
    setDigits(randomDigits(nextLength(rounds.current)));
    setPhase('show');
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('memory.level', { count: digits.length })}
      </p>
      {phase === 'show' ? (
        <div
          className="grid min-h-48 place-items-center rounded-2xl border border-border bg-muted p-6"
          data-testid="memory-digits"
        >
          <p
            className="font-mono text-4xl font-bold tracking-[0.3em] break-all sm:text-5xl"
            aria-label={t('memory.sequence', { digits: digits.split('').join(' ') })}
          >
            {paused ? '' : digits}
          </p>
        </div>
      ) : (
        <form
          onSubmit={submit}
          className="grid gap-3"
          onPointerDown={(event) => (lastInput.current = deviceOf(event.nativeEvent))}
        >
          <label htmlFor={`${id}-answer`} className="text-sm font-medium">
            {t('memory.prompt')}
          </label>
          <input
            ref={input}
            id={`${id}-answer`}
            value={answer}
            onChange={(event) => setAnswer(event.target.value.replace(/\D/g, ''))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') lastInput.current = 'keyboard';
            }}
            inputMode="numeric"
            autoComplete="off"
            maxLength={NUMBER_MEMORY.maxSpan}
            disabled={paused}
            className={cn(inputClasses, 'h-12 font-mono text-2xl tracking-widest')}
          />
          <Button type="submit" disabled={paused || answer === ''} className="justify-self-start">
            {t('memory.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
