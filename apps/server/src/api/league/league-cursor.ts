/**
 * The league list's page cursor: where the last page ended in the list's order (points
 * descending, then user id), and, for this week's live list, how many members came before and the
 * last rank shown, so that the next page's ranks continue from there without counting every
 * member above it. As base64url JSON: opaque to clients, who only give it back; anything that
 * does not decode to such a position is refused (400), never guessed at.
 *
 * A cursor made up by hand can only change the rank numbers its own caller is shown, never which
 * members are listed or what they reveal.
 */
import { z } from 'zod';
import { pageCursor } from '../http/page-cursor.js';

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const cursor = pageCursor(
  z
    .tuple([count, z.uuid(), count, count])
    .refine(([, , before, lastRank]) => lastRank <= before, { error: 'rank after position' }),
);

export interface LeaguePosition {
  points: number;
  userId: string;
  /** Members listed before the next page. */
  before: number;
  /** The rank of the last member listed. */
  lastRank: number;
}

export const encodeLeagueCursor = ({ points, userId, before, lastRank }: LeaguePosition): string =>
  cursor.encode([points, userId, before, lastRank]);

export function decodeLeagueCursor(text: string): LeaguePosition {
  const [points, userId, before, lastRank] = cursor.decode(text);
  return { points, userId, before, lastRank };
}
