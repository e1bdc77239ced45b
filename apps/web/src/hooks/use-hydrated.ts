import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and when prerendering), true once it has taken
 * over — and at once when the page is rendered in the browser from scratch. Controls that need
 * their handlers stay disabled until then, so nothing typed or clicked before is lost (or sent
 * as a plain form submit).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
