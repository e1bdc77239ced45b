/**
 * Face scans in the account's data (issue 19): read for the export and written back by the import,
 * each with a new id. Oldest first, so the file reads as a history. Numbers only, and the points
 * where the user kept them.
 */
import type { ExportedFaceScan } from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import { insertInBatches } from '../../db/insert-in-batches.js';
import type { Database } from '../../db/schema.js';

export async function readFaceScans(
  db: Kysely<Database>,
  userId: string,
): Promise<ExportedFaceScan[]> {
  const rows = await db
    .selectFrom('face_scans')
    .select(['id', 'completed_at', 'local_date', 'measurements', 'pose', 'landmarks'])
    .where('user_id', '=', userId)
    .orderBy('completed_at')
    .orderBy('id')
    .execute();
  // Stored as the contracts validated them on the way in.
  return rows.map((row) => ({
    id: row.id,
    completed_at: row.completed_at,
    local_date: row.local_date,
    measurements: JSON.parse(row.measurements) as ExportedFaceScan['measurements'],
    pose: JSON.parse(row.pose) as ExportedFaceScan['pose'],
    ...(row.landmarks === null
      ? {}
      : { landmarks: JSON.parse(row.landmarks) as NonNullable<ExportedFaceScan['landmarks']> }),
  }));
}

/** Inside the import's transaction. */
export async function insertFaceScans(
  target: { db: Kysely<Database>; kind: DatabaseKind },
  userId: string,
  scans: readonly ExportedFaceScan[],
): Promise<void> {
  await insertInBatches(
    target,
    'face_scans',
    scans.map((scan) => ({
      id: randomUUID(),
      user_id: userId,
      completed_at: scan.completed_at,
      local_date: scan.local_date,
      measurements: JSON.stringify(scan.measurements),
      pose: JSON.stringify(scan.pose),
      landmarks: scan.landmarks === undefined ? null : JSON.stringify(scan.landmarks),
    })),
  );
}
