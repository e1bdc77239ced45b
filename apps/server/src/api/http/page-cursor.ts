/**
 * A list's page cursor: where the last page ended in the list's order, as base64url JSON of a
 * tuple. Opaque to clients, who only give it back; anything that does not decode to a position the
 * schema accepts is refused (400), never guessed at. Each list states its position's schema and
 * maps the tuple to its own names (diary, cognitive results, the league).
 */
import type { z } from 'zod';
import { ApiError } from './api-error.js';

export function pageCursor<Position extends readonly unknown[]>(
  positionSchema: z.ZodType<Position>,
) {
  return {
    encode(position: Position): string {
      return Buffer.from(JSON.stringify(position)).toString('base64url');
    },
    decode(cursor: string): Position {
      let decoded: unknown;
      try {
        // Node decodes base64url leniently (other characters are skipped): the JSON shape decides.
        decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      } catch {
        decoded = undefined;
      }
      const position = positionSchema.safeParse(decoded);
      if (!position.success) {
        throw new ApiError(
          400,
          'The cursor is not valid: give back the next_cursor of the last page',
        );
      }
      return position.data;
    },
  };
}
