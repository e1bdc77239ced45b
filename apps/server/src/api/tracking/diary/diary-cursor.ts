/**
 * The diary list's page cursor: where the last page ended in the list's order (date, then
 * created_at, then id, all descending), as base64url JSON. Opaque to clients, who only give it
 * back; anything that does not decode to such a position is refused (400), never guessed at.
 */
import { localDateSchema } from '@ascend/contracts';
import { z } from 'zod';
import { pageCursor } from '../../http/page-cursor.js';

const cursor = pageCursor(z.tuple([localDateSchema, z.iso.datetime(), z.uuid()]));

export interface DiaryPosition {
  date: string;
  createdAt: string;
  id: string;
}

export const encodeCursor = ({ date, createdAt, id }: DiaryPosition): string =>
  cursor.encode([date, createdAt, id]);

export function decodeCursor(text: string): DiaryPosition {
  const [date, createdAt, id] = cursor.decode(text);
  return { date, createdAt, id };
}
