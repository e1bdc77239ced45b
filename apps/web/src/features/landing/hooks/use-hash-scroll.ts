import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

/** Scrolling waits this long, so the sections have rendered (spec §9). */
export const HASH_SCROLL_DELAY_MS = 100;

/** When the address has a #fragment, scrolls smoothly to the element with that id. */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const timer = setTimeout(() => {
      document
        .getElementById(id)
        ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
    // `key` changes on every navigation, so choosing the same link twice scrolls again.
  }, [hash, key, reducedMotion]);
}
