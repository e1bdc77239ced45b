import { useCallback, useEffect, useRef } from 'react';

/** Runs an action after a delay, at most one pending; forgotten when the component unmounts. */
export function useDelayedAction(): (action: () => void, delayMs: number) => void {
  const handle = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (handle.current) clearTimeout(handle.current);
    },
    [],
  );
  return useCallback((action, delayMs) => {
    if (handle.current) clearTimeout(handle.current);
    handle.current = setTimeout(action, delayMs);
  }, []);
}
