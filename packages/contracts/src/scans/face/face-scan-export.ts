/**
 * A face scan in the account's export file, and what its import takes back (checked as on `POST`).
 *
 * Kept points are written packed: the 478 × 3 coordinates as whole numbers of 1e-5 (the points'
 * five decimals, so nothing is lost), each a little-endian 32-bit integer, the bytes in base64 —
 * 7,648 characters a scan where the JSON arrays take 12,000–14,000 (RFC 4648 base64; the layout is
 * named by `encoding`, so another can be added beside it). Files written before the packing hold
 * the points as arrays of `[x, y, z]`; the import takes both.
 */
import { z } from 'zod';
import { localDateSchema } from '../../tracking/local-date.js';
import { FACE_LANDMARK_COUNT } from './face-landmarks.js';
import {
  FACE_POINT_DECIMALS,
  faceLandmarksSchema,
  faceMeasurementsSchema,
  facePoseSchema,
  pointsAgree,
  type FaceLandmarks,
} from './face-scan.js';

export const PACKED_LANDMARKS_ENCODING = 'int32le-1e-5-base64';
const SCALE = 10 ** FACE_POINT_DECIMALS;
const VALUES = FACE_LANDMARK_COUNT * 3;
const BYTES = VALUES * 4;
/** Base64 of BYTES bytes (a multiple of 3: no padding). */
const BASE64_LENGTH = (BYTES / 3) * 4;

export interface PackedFaceLandmarks {
  encoding: typeof PACKED_LANDMARKS_ENCODING;
  data: string;
}

export function packFaceLandmarks(landmarks: FaceLandmarks): PackedFaceLandmarks {
  const view = new DataView(new ArrayBuffer(BYTES));
  landmarks.forEach((point, index) =>
    point.forEach((value, axis) =>
      view.setInt32((index * 3 + axis) * 4, Math.round(value * SCALE), true),
    ),
  );
  let binary = '';
  for (let offset = 0; offset < BYTES; offset += 1)
    binary += String.fromCharCode(view.getUint8(offset));
  return { encoding: PACKED_LANDMARKS_ENCODING, data: btoa(binary) };
}

/** The points as the arrays the rest of the product reads (then checked as sent points are). */
function unpackFaceLandmarks({ data }: PackedFaceLandmarks): number[][] {
  const binary = atob(data);
  const view = new DataView(new ArrayBuffer(BYTES));
  for (let offset = 0; offset < BYTES; offset += 1)
    view.setUint8(offset, binary.charCodeAt(offset));
  return Array.from({ length: FACE_LANDMARK_COUNT }, (_, index) =>
    [0, 1, 2].map((axis) => view.getInt32((index * 3 + axis) * 4, true) / SCALE),
  );
}

const packedLandmarksSchema = z
  .strictObject({
    encoding: z.literal(PACKED_LANDMARKS_ENCODING),
    data: z.base64().length(BASE64_LENGTH),
  })
  .transform(unpackFaceLandmarks)
  .pipe(faceLandmarksSchema);

export const exportedFaceScanSchema = z
  .strictObject({
    id: z.uuid(),
    completed_at: z.iso.datetime(),
    local_date: localDateSchema,
    measurements: faceMeasurementsSchema,
    pose: facePoseSchema,
    /** Only when the user kept them: packed, or (files from before the packing) as arrays. */
    landmarks: z.union([packedLandmarksSchema, faceLandmarksSchema]).optional(),
  })
  .superRefine(pointsAgree);
/** A scan as the export writes it. */
export type ExportedFaceScan = z.input<typeof exportedFaceScanSchema>;
/** A scan as the import reads it: the points unpacked. */
export type ImportedFaceScan = z.output<typeof exportedFaceScanSchema>;
