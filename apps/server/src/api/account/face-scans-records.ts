/**
 * Face scans in the account's data (issue 19): read for the export (the JSON's `face_scans`, the
 * `face-scans` CSV) and written back by the import, each with a new id. Oldest first, so the file
 * reads as a history. Numbers only, and the points where the user kept them — packed in the JSON
 * (contracts' face-scan-export.ts), never in the CSV.
 */
import {
  packFaceLandmarks,
  type ExportedFaceScan,
  type FaceLandmarks,
  type FaceMeasurements,
  type FacePose,
  type ImportedFaceScan,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import { insertInBatches } from '../../db/insert-in-batches.js';
import type { Database } from '../../db/schema.js';

const oldestFirst = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('face_scans').where('user_id', '=', userId).orderBy('completed_at').orderBy('id');

export async function readFaceScans(
  db: Kysely<Database>,
  userId: string,
): Promise<ExportedFaceScan[]> {
  const rows = await oldestFirst(db, userId)
    .select(['id', 'completed_at', 'local_date', 'measurements', 'pose', 'landmarks'])
    .execute();
  // Stored as the contracts validated them on the way in.
  return rows.map((row) => ({
    id: row.id,
    completed_at: row.completed_at,
    local_date: row.local_date,
    measurements: JSON.parse(row.measurements) as FaceMeasurements,
    pose: JSON.parse(row.pose) as FacePose,
    ...(row.landmarks === null
      ? {}
      : { landmarks: packFaceLandmarks(JSON.parse(row.landmarks) as FaceLandmarks) }),
  }));
}

/** Inside the import's transaction. */
export async function insertFaceScans(
  target: { db: Kysely<Database>; kind: DatabaseKind },
  userId: string,
  scans: readonly ImportedFaceScan[],
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

export const FACE_SCAN_CSV_COLUMNS = [
  'date',
  'completed_at',
  'upper_third',
  'middle_third',
  'lower_third',
  'symmetry',
  'eye_spacing',
  'jaw_width',
  'width_height',
  'yaw',
  'pitch',
  'roll',
  'points_kept',
];

/**
 * A row per scan for the `face-scans` CSV: the day, the measurements and the head's pose (the
 * points are never read: a spreadsheet has no use for 1,434 coordinates).
 */
export async function readFaceScanRows(db: Kysely<Database>, userId: string) {
  const rows = await oldestFirst(db, userId)
    .select((eb) => [
      'completed_at',
      'local_date',
      'measurements',
      'pose',
      eb('landmarks', 'is not', null).as('points_kept'),
    ])
    .execute();
  return rows.map((row) => {
    const measurements = JSON.parse(row.measurements) as FaceMeasurements;
    const pose = JSON.parse(row.pose) as FacePose;
    return {
      date: row.local_date,
      completed_at: row.completed_at,
      upper_third: measurements.thirds.upper,
      middle_third: measurements.thirds.middle,
      lower_third: measurements.thirds.lower,
      symmetry: measurements.symmetry,
      eye_spacing: measurements.eye_spacing,
      jaw_width: measurements.jaw_width,
      width_height: measurements.width_height,
      yaw: pose.yaw,
      pitch: pose.pitch,
      roll: pose.roll,
      // SQLite answers 0 or 1, PostgreSQL a boolean.
      points_kept: row.points_kept ? 'yes' : 'no',
    };
  });
}
