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
import { ApiError } from '../http/api-error.js';

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const positionSchema = z
  .tuple([count, z.uuid(), count, count])
  .refine(([, , before, lastRank]) => lastRank <= before, { error: 'rank after position' });

export interface LeaguePosition {
  points: number;
  userId: string;
  /** Members listed before the next page. */
  before: number;
  /** The rank of the last member listed. */
  lastRank: number;
}

export function encodeLeagueCursor({ points, userId, before, lastRank }: LeaguePosition): string {
  return Buffer.from(JSON.stringify([points, userId, before, lastRank])).toString('base64url');
}

export function decodeLeagueCursor(cursor: string): LeaguePosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const position = positionSchema.safeParse(decoded);
  if (!position.success) {
    throw new ApiError(400, 'The cursor is not valid: give back the next_cursor of the last page');
  }
  const [points, userId, before, lastRank] = position.data;
  return { points, userId, before, lastRank };
}
