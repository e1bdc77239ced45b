/**
 * The cognitive results list's page cursor: where the last page ended in the list's order
 * (completed_at, then id, both descending), as base64url JSON. Opaque to clients, who only give it
 * back; anything that does not decode to such a position is refused (400), never guessed at.
 */
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';

const positionSchema = z.tuple([z.iso.datetime(), z.uuid()]);

export interface ResultPosition {
  completedAt: string;
  id: string;
}

export function encodeCursor({ completedAt, id }: ResultPosition): string {
  return Buffer.from(JSON.stringify([completedAt, id])).toString('base64url');
}

export function decodeCursor(cursor: string): ResultPosition {
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
  const [completedAt, id] = position.data;
  return { completedAt, id };
}
