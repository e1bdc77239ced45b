/**
 * Processing speed, as a symbol–digit task: a key pairs nine symbols with the digits 1–9; one
 * symbol at a time is shown and the person answers its digit (keys 1–9 or the buttons) as many
 * times as they can in 60 s. Each item's time runs from the frame that showed its symbol to the
 * answer's event. A pause stops the clock; the item shown on resume is timed afresh.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceOf, mainDevice, type InputDevice } from '../timing/input-device';
import { nextFrameTime, browserClock } from '../timing/stimulus-clock';
import type { RunnerProps } from './runner-props';

export const PROCESSING_SPEED = { testMs: 60_000, practiceMs: 15_000 } as const;
/** Nine shapes, told apart by form, not colour; each has a spoken name in the locale files. */
export const SYMBOLS = ['◆', '▲', '●', '■', '★', '✚', '◐', '▼', '♥'] as const;
export const SYMBOL_NAMES = [
  'diamond',
  'triangleUp',
  'circle',
  'square',
  'star',
  'cross',
  'halfCircle',
  'triangleDown',
  'heart',
] as const;

export interface SymbolAnswer {
  /** Index into SYMBOLS. */
  symbol: number;
  /** The digit paired with it in this run's key. */
  expected: number;
  answer: number;
  rtMs: number;
}

/** A random pairing: digit d (1–9) belongs to symbol key[d − 1]. */
function shuffledKey(random: () => number = Math.random): number[] {
  const key = SYMBOLS.map((_, index) => index);
  for (let index = key.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [key[index], key[other]] = [key[other]!, key[index]!];
  }
  return key;
}

function nextSymbol(previous: number | null): number {
  let symbol = Math.floor(Math.random() * SYMBOLS.length);
  if (symbol === previous) symbol = (symbol + 1) % SYMBOLS.length;
  return symbol;
}

export function ProcessingSpeedRunner({ practice, paused, onFinish }: RunnerProps<SymbolAnswer[]>) {
  const { t } = useTranslation('mental');
  const duration = practice ? PROCESSING_SPEED.practiceMs : PROCESSING_SPEED.testMs;
  const [key] = useState(() => shuffledKey());
  const [symbol, setSymbol] = useState(() => nextSymbol(null));
  const [item, setItem] = useState(0);
  const answers = useRef<SymbolAnswer[]>([]);
  const devices = useRef<InputDevice[]>([]);
  const onset = useRef<number | null>(null);
  /** Test time used before the current stretch (pauses excluded), and the stretch's start. */
  const used = useRef(0);
  const stretchStart = useRef<number | null>(null);
  const [left, setLeft] = useState(duration);
  const stage = useRef<HTMLDivElement>(null);
  const finished = useRef(false);

  const digitOf = (shown: number) => key.indexOf(shown) + 1;

  // Each new symbol's onset is the frame that shows it.
  useLayoutEffect(() => {
    onset.current = null;
    if (paused) return;
    let live = true;
    void nextFrameTime().then((time) => {
      if (!live) return;
      onset.current = time;
      stretchStart.current ??= time;
    });
    return () => {
      live = false;
    };
  }, [item, paused]);

  // The countdown; a pause banks the time used so far.
  useEffect(() => {
    if (paused) {
      if (stretchStart.current !== null) used.current += browserClock.now() - stretchStart.current;
      stretchStart.current = null;
      return;
    }
    const timer = window.setInterval(() => {
      const elapsed =
        used.current + (stretchStart.current === null ? 0 : browserClock.now() - stretchStart.current);
      setLeft(Math.max(0, duration - elapsed));
      if (elapsed >= duration && !finished.current) {
        finished.current = true;
        onFinish(answers.current, mainDevice(devices.current));
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [paused, duration, onFinish]);

  useEffect(() => {
    stage.current?.focus();
  }, []);

  function answer(digit: number, event: Event) {
    if (paused || finished.current || onset.current === null) return;
    const elapsed =
      used.current + (stretchStart.current === null ? 0 : event.timeStamp - stretchStart.current);
    if (elapsed > duration) return;
    devices.current.push(deviceOf(event));
    answers.current.push({
      symbol,
      expected: digitOf(symbol),
      answer: digit,
      rtMs: event.timeStamp - onset.current,
    });
    setSymbol(nextSymbol(symbol));
    setItem((value) => value + 1);
  }

  const seconds = Math.ceil(left / 1000);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        <span aria-hidden="true">{t('speed.timeLeft', { count: seconds })}</span>
        <span className="sr-only" aria-live="polite">
          {seconds % 15 === 0 ? t('speed.timeLeft', { count: seconds }) : ''}
        </span>
      </p>
      <ol className="grid grid-cols-9 gap-1 rounded-xl border border-border p-2 text-center" aria-label={t('speed.keyLabel')}>
        {key.map((shape, index) => (
          <li key={shape} className="grid gap-1">
            <span className="text-xl" aria-label={t(`speed.symbols.${SYMBOL_NAMES[shape]}`)} role="img">
              {SYMBOLS[shape]}
            </span>
            <span className="font-mono text-sm font-semibold">{index + 1}</span>
          </li>
        ))}
      </ol>
      <div
        ref={stage}
        tabIndex={0}
        role="group"
        aria-label={t('speed.stageLabel')}
        data-testid="speed-stage"
        data-expected={digitOf(symbol)}
        onKeyDown={(event) => {
          if (event.repeat || !/^[1-9]$/.test(event.key)) return;
          event.preventDefault();
          answer(Number(event.key), event.nativeEvent);
        }}
        className="grid min-h-40 place-items-center rounded-2xl border border-border bg-muted p-6 outline-none focus-visible:ring-4 focus-visible:ring-ring"
      >
        <span
          className="text-6xl"
          role="img"
          aria-label={t(`speed.symbols.${SYMBOL_NAMES[symbol]}`)}
          aria-live="polite"
        >
          {paused ? '' : SYMBOLS[symbol]}
        </span>
      </div>
      <div className="grid grid-cols-9 gap-1">
        {key.map((_, index) => (
          <button
            key={index}
            type="button"
            tabIndex={-1}
            onPointerDown={(event) => answer(index + 1, event.nativeEvent)}
            className="h-12 touch-manipulation rounded-lg border border-border bg-card font-mono text-lg font-semibold hover:bg-muted"
          >
            {index + 1}
          </button>
        ))}
      </div>
    </div>
  );
}
