import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

export interface CarouselOptions {
  count: number;
  /** Auto-advance period. */
  intervalMs: number;
  /** After a manual move, auto-advance stops this long, then restarts its period. */
  manualPauseMs?: number;
  /** Paused from outside (hover, focus, the pause button). */
  paused?: boolean;
}

export interface Carousel {
  index: number;
  /** Whether the slides are moving on their own right now. */
  autoAdvancing: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
}

/**
 * Index of an auto-advancing, wrapping carousel. Reduced motion stops auto-advance entirely;
 * manual moves (arrows, swipe, dots) hold it for `manualPauseMs`.
 */
export function useCarousel({
  count,
  intervalMs,
  manualPauseMs = 0,
  paused = false,
}: CarouselOptions): Carousel {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // Bumped by each manual move, so a second move restarts the hold; null when not holding.
  const [hold, setHold] = useState<number | null>(null);

  useEffect(() => {
    if (hold === null) return;
    const timer = setTimeout(() => setHold(null), manualPauseMs);
    return () => clearTimeout(timer);
  }, [hold, manualPauseMs]);

  const autoAdvancing = !paused && !reducedMotion && hold === null && count > 1;
  useEffect(() => {
    if (!autoAdvancing) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [autoAdvancing, count, intervalMs]);

  const move = useCallback(
    (target: (current: number) => number) => {
      setIndex((current) => ((target(current) % count) + count) % count);
      if (manualPauseMs > 0) setHold((current) => (current ?? 0) + 1);
    },
    [count, manualPauseMs],
  );

  return {
    index,
    autoAdvancing,
    next: useCallback(() => move((current) => current + 1), [move]),
    previous: useCallback(() => move((current) => current - 1), [move]),
    goTo: useCallback((target: number) => move(() => target), [move]),
  };
}
