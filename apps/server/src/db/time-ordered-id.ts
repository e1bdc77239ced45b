/**
 * A UUID of version 7 (RFC 9562): the first 48 bits the time in milliseconds, the rest random. A
 * row keyed by it is written at the end of its primary-key index rather than at a random place, so
 * a table that takes many rows a second (a workout's sets) dirties the index's last page, shared by
 * the rows of a commit, not a page of its own for each row. Ids a client sends keep their form.
 */
import { randomUUID } from 'node:crypto';

export function timeOrderedId(now: number = Date.now()): string {
  const time = now.toString(16).padStart(12, '0');
  // A random (version 4) UUID with its time fields replaced: its variant and randomness stay.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
}
