import { useEffect, useRef } from 'react';

/**
 * The latest value of a prop, for timers and frame callbacks that outlive a render: the parent's
 * new `onFinish` on each render must not re-arm a trial in progress.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
