import { useRef, type TouchEvent } from 'react';

/** A horizontal swipe must travel more than this to count (spec §9). */
export const SWIPE_THRESHOLD_PX = 50;

/** Touch handlers: swipe left calls `onNext`, swipe right `onPrevious`. */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const startX = useRef<number | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      startX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = startX.current;
      const end = event.changedTouches[0]?.clientX;
      startX.current = null;
      if (start === null || end === undefined) return;
      const travel = end - start;
      if (travel < -SWIPE_THRESHOLD_PX) onNext();
      else if (travel > SWIPE_THRESHOLD_PX) onPrevious();
    },
  };
}
