/**
 * Face scans (issue 19): each user reaches only their own (every query names the owner). A scan is
 * written once, as validated, and never changed; it can be deleted. Its points are read only when
 * one scan is asked for: lists carry whether they were kept.
 */
import {
  MAX_FACE_SCANS,
  type FaceLandmarks,
  type FaceMeasurements,
  type FacePose,
  type FaceScan,
  type FaceScanBrief,
  type FaceScanPage,
  type LocalDate,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import { holdUser } from '../../db/row-locks.js';
import type { Database } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { countOwnRows } from '../../db/count-own-rows.js';
import { ApiError } from '../http/api-error.js';
import { scanChanged } from '../progress/record-progress.js';
import { newestScansPage, type ResultPosition } from './cognitive-cursor.js';
import { deleteOwnScan } from './delete-own-scan.js';

type ScanRow = Selectable<Database['face_scans']>;

/** Whether the points were kept, without reading them (a list of 100 would carry 100 × 478). */
const BRIEF_COLUMNS = ['id', 'completed_at', 'local_date', 'measurements', 'pose'] as const;

/** The stored JSON was validated by the contracts on the way in: read back as written. */
function briefOf(
  row: Pick<ScanRow, (typeof BRIEF_COLUMNS)[number]>,
  hasLandmarks: boolean,
): FaceScanBrief {
  return {
    id: row.id,
    kind: 'face',
    completed_at: row.completed_at,
    local_date: row.local_date,
    measurements: JSON.parse(row.measurements) as FaceMeasurements,
    pose: JSON.parse(row.pose) as FacePose,
    has_landmarks: hasLandmarks,
  };
}

function scanOf(row: Omit<ScanRow, 'user_id'>): FaceScan {
  const landmarks = row.landmarks === null ? null : (JSON.parse(row.landmarks) as FaceLandmarks);
  return { ...briefOf(row, landmarks !== null), landmarks };
}

/** A scan ready to store: validated, its moment and the user's day decided. */
export interface NewFaceScan {
  measurements: FaceMeasurements;
  pose: FacePose;
  landmarks?: FaceLandmarks | undefined;
  completedAt: string;
  localDate: LocalDate;
}

export function faceScansRepository(database: AppDatabase) {
  const { db } = database;
  const own = (userId: string) => db.selectFrom('face_scans').where('user_id', '=', userId);
  const selectBrief = (userId: string) =>
    own(userId).select((eb) => [
      ...BRIEF_COLUMNS,
      eb('landmarks', 'is not', null).as('has_landmarks'),
    ]);
  const briefOfRow = (
    row: Pick<ScanRow, (typeof BRIEF_COLUMNS)[number]> & { has_landmarks: unknown },
  ) =>
    // SQLite answers 0 or 1, PostgreSQL a boolean.
    briefOf(row, Boolean(row.has_landmarks));

  return {
    /**
     * Stores a scan and its points event, in one transaction; a 409 when the user already keeps
     * MAX_FACE_SCANS (the user's row held first on PostgreSQL, so two saves count in turn).
     */
    async create(userId: string, input: NewFaceScan): Promise<FaceScan> {
      const row = {
        id: randomUUID(),
        user_id: userId,
        completed_at: input.completedAt,
        local_date: input.localDate,
        measurements: JSON.stringify(input.measurements),
        pose: JSON.stringify(input.pose),
        landmarks: input.landmarks === undefined ? null : JSON.stringify(input.landmarks),
      };
      await writeTransaction(database, async (context) => {
        const trx = context.db;
        await holdUser(context, userId);
        const count = await countOwnRows(trx, 'face_scans', userId);
        if (count >= MAX_FACE_SCANS) {
          throw new ApiError(
            409,
            `You keep ${MAX_FACE_SCANS} face scans, the most an account holds: delete older ones to save more`,
          );
        }
        await trx.insertInto('face_scans').values(row).execute();
        await scanChanged(trx, userId, { scanId: row.id, date: row.local_date, exists: true });
      });
      return scanOf(row);
    },

    /** Deletes the user's scan; false when they have no such scan. One transaction, as create. */
    async remove(userId: string, id: string): Promise<boolean> {
      return writeTransaction(database, async ({ db: trx }) => {
        const date = await deleteOwnScan(trx, 'face_scans', userId, id);
        if (date === undefined) return false;
        await scanChanged(trx, userId, { scanId: id, date, exists: false });
        return true;
      });
    },

    async find(userId: string, id: string): Promise<FaceScan | undefined> {
      const row = await own(userId)
        .select([...BRIEF_COLUMNS, 'landmarks'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && scanOf(row);
    },

    /** A page of the user's scans, newest first, with the next cursor. */
    async list(
      userId: string,
      { limit, after }: { limit: number; after?: ResultPosition | undefined },
    ): Promise<FaceScanPage> {
      const { rows, nextCursor } = await newestScansPage(selectBrief(userId), { limit, after });
      return { scans: rows.map(briefOfRow), next_cursor: nextCursor };
    },

    /** How many scans the user saved and the latest, for the scans hub. */
    async summary(userId: string): Promise<{ count: number; latest: FaceScanBrief | null }> {
      const [count, latest] = await Promise.all([
        countOwnRows(db, 'face_scans', userId),
        selectBrief(userId)
          .orderBy('completed_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return { count, latest: latest ? briefOfRow(latest) : null };
    },
  };
}

export type FaceScansRepository = ReturnType<typeof faceScansRepository>;
