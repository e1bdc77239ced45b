/**
 * The diary list's page cursor: where the last page ended in the list's order (date, then
 * created_at, then id, all descending), as base64url JSON. Opaque to clients, who only give it
 * back; anything that does not decode to such a position is refused (400), never guessed at.
 */
import { localDateSchema } from '@ascend/contracts';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';

const positionSchema = z.tuple([localDateSchema, z.iso.datetime(), z.uuid()]);

export interface DiaryPosition {
  date: string;
  createdAt: string;
  id: string;
}

export function encodeCursor({ date, createdAt, id }: DiaryPosition): string {
  return Buffer.from(JSON.stringify([date, createdAt, id])).toString('base64url');
}

export function decodeCursor(cursor: string): DiaryPosition {
  let decoded: unknown;
  try {
    // Node decodes base64url leniently (other characters are skipped): the JSON shape decides.
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const position = positionSchema.safeParse(decoded);
  if (!position.success) {
    throw new ApiError(400, 'The cursor is not valid: give back the next_cursor of the last page');
  }
  const [date, createdAt, id] = position.data;
  return { date, createdAt, id };
}
