/**
 * The cognitive results list's page cursor: where the last page ended in the list's order
 * (completed_at, then id, both descending), as base64url JSON. Opaque to clients, who only give it
 * back; anything that does not decode to such a position is refused (400), never guessed at.
 */
import { z } from 'zod';
import { pageCursor } from '../http/page-cursor.js';

const cursor = pageCursor(z.tuple([z.iso.datetime(), z.uuid()]));

export interface ResultPosition {
  completedAt: string;
  id: string;
}

export const encodeCursor = ({ completedAt, id }: ResultPosition): string =>
  cursor.encode([completedAt, id]);

export function decodeCursor(text: string): ResultPosition {
  const [completedAt, id] = cursor.decode(text);
  return { completedAt, id };
}
