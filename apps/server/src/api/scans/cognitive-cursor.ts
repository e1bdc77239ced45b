/**
 * The scans lists' page cursor (cognitive results, face scans): where the last page ended in the list's order
 * (completed_at, then id, both descending), as base64url JSON. Opaque to clients, who only give it
 * back; anything that does not decode to such a position is refused (400), never guessed at.
 */
import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { pageCursor } from '../http/page-cursor.js';
import { pageOf } from '../http/page-of.js';

const cursor = pageCursor(z.tuple([z.iso.datetime(), z.uuid()]));

export interface ResultPosition {
  completedAt: string;
  id: string;
}

const encodeCursor = ({ completedAt, id }: ResultPosition): string =>
  cursor.encode([completedAt, id]);

export function decodeCursor(text: string): ResultPosition {
  const [completedAt, id] = cursor.decode(text);
  return { completedAt, id };
}

/** The tables listed a page at a time in this order; each has `completed_at` and `id`. */
type ScanTable = 'cognitive_results' | 'face_scans';

/**
 * One page of a scans list, newest first (completed_at, then id): the rows after `after`, one more
 * than the page fetched, so a next cursor is given only when more rows follow.
 */
export async function newestScansPage<Row extends { completed_at: string; id: string }>(
  query: SelectQueryBuilder<Database, ScanTable, Row>,
  { limit, after }: { limit: number; after?: ResultPosition | undefined },
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const rows = await query
    .$if(after !== undefined, (seek) =>
      seek.where((eb) =>
        eb(eb.refTuple('completed_at', 'id'), '<', eb.tuple(after!.completedAt, after!.id)),
      ),
    )
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const { page, next } = pageOf(rows, limit, (last) =>
    encodeCursor({ completedAt: last.completed_at, id: last.id }),
  );
  return { rows: page, nextCursor: next };
}
