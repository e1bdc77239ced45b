import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the whole prerendered page has been hydrated — its main content too, which React
 * hydrates after the header and footer (it is a Suspense boundary of its own). A page rendered
 * in the browser from scratch counts as hydrated from the start.
 */
let pageHydrated =
  typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-prerendered');
const listeners = new Set<() => void>();

export function markPageHydrated(): void {
  if (pageHydrated) return;
  pageHydrated = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False until the main content has been hydrated. A control that changes what the whole page
 * shows (the language) waits for it: the content hydrated afterwards would no longer match its
 * prerendered markup.
 */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pageHydrated,
    () => false,
  );
}

/** Placed inside the main content's Suspense boundary: its effect runs once that is hydrated. */
export function PageHydratedMarker(): null {
  useEffect(markPageHydrated, []);
  return null;
}
