/**
 * Processing speed, as a symbol–digit task: a key pairs nine symbols with the digits 1–9; one
 * symbol at a time is shown and the person answers its digit (keys 1–9 or the buttons) as many
 * times as they can in 60 s. The 60 s start at the frame that shows the first symbol; each
 * answer's time is its event's, from that start. A pause stops the clock.
 */
import { PROCESSING_SPEED, type InputDevice, type ProcessingSpeedTrial } from '@ascend/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceOf, mainDevice } from '../timing/input-device';
import { browserClock, nextFrameTime } from '../timing/stimulus-clock';
import type { RunnerProps } from './runner-props';
import { useLatest } from './use-latest';

const PRACTICE_MS = 15_000;
/** Nine shapes, told apart by form, not colour; each has a spoken name in the locale files. */
const SYMBOLS = ['◆', '▲', '●', '■', '★', '✚', '◐', '▼', '♥'] as const;
const SYMBOL_NAMES = [
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

export function ProcessingSpeedRunner({
  practice,
  paused,
  onFinish,
}: RunnerProps<ProcessingSpeedTrial[]>) {
  const { t } = useTranslation('mental');
  const finish = useLatest(onFinish);
  const duration = practice ? PRACTICE_MS : PROCESSING_SPEED.durationMs;
  const [key] = useState(() => shuffledKey());
  const [symbol, setSymbol] = useState(() => nextSymbol(null));
  const [item, setItem] = useState(0);
  const answers = useRef<ProcessingSpeedTrial[]>([]);
  const devices = useRef<InputDevice[]>([]);
  /** Whether the current symbol has reached the screen (answers before it are not taken). */
  const onset = useRef<number | null>(null);
  /** Test time used before the current stretch (pauses excluded), and the stretch's start. */
  const used = useRef(0);
  const stretchStart = useRef<number | null>(null);
  const [left, setLeft] = useState(duration);
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
        used.current +
        (stretchStart.current === null ? 0 : browserClock.now() - stretchStart.current);
      setLeft(Math.max(0, duration - elapsed));
      if (elapsed >= duration && !finished.current) {
        finished.current = true;
        finish.current(answers.current, mainDevice(devices.current));
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [paused, duration, finish]);

  // The digit keys answer wherever the focus is (the buttons are for pointers).
  const onKey = useLatest((event: KeyboardEvent) => {
    if (event.repeat || !/^[1-9]$/.test(event.key)) return;
    event.preventDefault();
    answer(Number(event.key), event);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onKey]);

  function answer(digit: number, event: Event) {
    if (paused || finished.current || onset.current === null) return;
    // More than a person can answer in the time: the rest are not taken (the contracts' limit).
    if (answers.current.length >= PROCESSING_SPEED.maxTrials) return;
    const elapsed =
      used.current + (stretchStart.current === null ? 0 : event.timeStamp - stretchStart.current);
    if (elapsed > duration) return;
    devices.current.push(deviceOf(event));
    answers.current.push({
      digit: digitOf(symbol),
      response: digit,
      // Never before the previous answer, whatever a pause did to the clocks.
      at_ms: Math.max(Math.max(0, elapsed), answers.current.at(-1)?.at_ms ?? 0),
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
      <ol
        className="grid grid-cols-9 gap-1 rounded-xl border border-border p-2 text-center"
        aria-label={t('speed.keyLabel')}
      >
        {key.map((shape, index) => (
          <li key={shape} className="grid gap-1">
            <span
              className="text-xl"
              aria-label={t(`speed.symbols.${SYMBOL_NAMES[shape]}`)}
              role="img"
            >
              {SYMBOLS[shape]}
            </span>
            <span className="font-mono text-sm font-semibold">{index + 1}</span>
          </li>
        ))}
      </ol>
      <div
        role="region"
        aria-label={t('speed.stageLabel')}
        data-testid="speed-stage"
        data-expected={digitOf(symbol)}
        className="grid min-h-40 place-items-center rounded-2xl border border-border bg-muted p-6"
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
