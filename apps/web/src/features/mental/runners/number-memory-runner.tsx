/**
 * Number memory: a sequence of digits is shown, hidden, and typed back; each correct answer adds
 * a digit. The run ends at the first wrong answer or at the span limit. The sequence stays on
 * screen one second plus half a second per digit.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { deviceOf, mainDevice, type InputDevice } from '../timing/input-device';
import type { RunnerProps } from './runner-props';

export const NUMBER_MEMORY = { firstLength: 3, spanLimit: 20, practiceRounds: 1 } as const;

export interface NumberMemoryRound {
  digits: string;
  answer: string;
}

export function showMsFor(length: number): number {
  return 1000 + 500 * length;
}

export function randomDigits(length: number, random: () => number = Math.random): string {
  let digits = '';
  for (let index = 0; index < length; index += 1) digits += String(Math.floor(random() * 10));
  return digits;
}

export function NumberMemoryRunner({ practice, paused, onFinish }: RunnerProps<NumberMemoryRound[]>) {
  const { t } = useTranslation('mental');
  const id = useId();
  const rounds = useRef<NumberMemoryRound[]>([]);
  const devices = useRef<InputDevice[]>([]);
  const [digits, setDigits] = useState(() => randomDigits(NUMBER_MEMORY.firstLength));
  const [phase, setPhase] = useState<'show' | 'answer'>('show');
  const [answer, setAnswer] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const lastPointer = useRef<InputDevice>('mouse');

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
    // Enter in the field has no submitter; the button's click came from the last pointer.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    devices.current.push(submitter ? lastPointer.current : 'keyboard');
    rounds.current.push({ digits, answer });
    const correct = answer === digits;
    const done =
      !correct ||
      digits.length >= NUMBER_MEMORY.spanLimit ||
      (practice && rounds.current.length >= NUMBER_MEMORY.practiceRounds);
    if (done) {
      onFinish(rounds.current, mainDevice(devices.current));
      return;
    }
    setAnswer('');
    setDigits(randomDigits(digits.length + 1));
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
        <form onSubmit={submit} className="grid gap-3" onPointerDown={(event) => (lastPointer.current = deviceOf(event.nativeEvent))}>
          <label htmlFor={`${id}-answer`} className="text-sm font-medium">
            {t('memory.prompt')}
          </label>
          <input
            ref={input}
            id={`${id}-answer`}
            value={answer}
            onChange={(event) => setAnswer(event.target.value.replace(/\D/g, ''))}
            inputMode="numeric"
            autoComplete="off"
            maxLength={NUMBER_MEMORY.spanLimit}
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
