import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

/** Scrolling waits this long, so the sections have rendered (spec §9). */
export const HASH_SCROLL_DELAY_MS = 100;
/** Sections below the fold arrive in their own chunk: keep looking for the target this long. */
const MAX_WAIT_MS = 5000;

/** When the address has a #fragment, scrolls smoothly to the element with that id. */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let waited = 0;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
      } else if (waited < MAX_WAIT_MS) {
        waited += HASH_SCROLL_DELAY_MS;
        timer = setTimeout(attempt, HASH_SCROLL_DELAY_MS);
      }
    };
    timer = setTimeout(attempt, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
    // `key` changes on every navigation, so choosing the same link twice scrolls again.
  }, [hash, key, reducedMotion]);
}
