import type { Cached } from './read-cache.js';

/** Freezes what will be shared by every request, so no holder can change it for the others. */
export function deepFreeze<T>(value: T): Cached<T> {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value as Cached<T>;
}
