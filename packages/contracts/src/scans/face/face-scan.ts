/**
 * A face scan's result as sent (`POST /api/v1/scans/face`) and as stored: the measurements, the
 * head's pose when the photo was taken, and the mesh's points only when the user chose to keep
 * them. Never the photo: there is no field that could carry it.
 */
import { z } from 'zod';
import { localDateSchema } from '../../tracking/local-date.js';
import { FACE_LANDMARK_COUNT } from './face-landmarks.js';
import { measureFace, type FaceMeasurements } from './face-measurements.js';
import { FACE_SCAN_LIMITS } from './face-scan-limits.js';

const share = z.number().gt(0).lt(1);
export const faceMeasurementsSchema = z.strictObject({
  thirds: z.strictObject({ upper: share, middle: share, lower: share }),
  symmetry: z.number().min(0).max(1),
  eye_spacing: z.number().min(0.1).max(0.9),
  jaw_width: z.number().min(0.3).max(1.3),
  width_height: z.number().min(0.3).max(2),
}) satisfies z.ZodType<FaceMeasurements>;

const degrees = (limit: number) => z.number().min(-limit).max(limit);
export const facePoseSchema = z.strictObject({
  yaw: degrees(FACE_SCAN_LIMITS.maxYawDegrees),
  pitch: degrees(FACE_SCAN_LIMITS.maxPitchDegrees),
  roll: degrees(FACE_SCAN_LIMITS.maxRollDegrees),
});
export type FacePose = z.infer<typeof facePoseSchema>;

/**
 * A point as a share of the photo's longer side (so ratios keep the photo's aspect); z likewise.
 * Five decimals at most, as the page rounds them: the export packs them as whole numbers of
 * 1e-5 (face-scan-export.ts), which gives back exactly the numbers stored.
 */
export const FACE_POINT_DECIMALS = 5;
const rounded = (value: number) => Number(value.toFixed(FACE_POINT_DECIMALS)) === value;
const coordinate = (min: number) =>
  z.number().min(min).max(1).refine(rounded, `At most ${FACE_POINT_DECIMALS} decimals`);
export const faceLandmarksSchema = z
  .array(z.tuple([coordinate(0), coordinate(0), coordinate(-1)]))
  .length(FACE_LANDMARK_COUNT);
export type FaceLandmarks = z.infer<typeof faceLandmarksSchema>;

/** Thirds are shares of one height: they add up to 1 (within their rounding). */
function thirdsAddUp(measurements: FaceMeasurements, context: z.RefinementCtx, path: string[]) {
  const { upper, middle, lower } = measurements.thirds;
  if (Math.abs(upper + middle + lower - 1) > 5e-4) {
    context.addIssue({
      code: 'custom',
      path: [...path, 'thirds'],
      message: 'The thirds must add up to 1',
    });
  }
}

/** Kept points must measure to the measurements sent (as the page computed them from those points). */
export function pointsAgree(
  result: { measurements: FaceMeasurements; landmarks?: FaceLandmarks | null | undefined },
  context: z.RefinementCtx,
) {
  thirdsAddUp(result.measurements, context, ['measurements']);
  if (!result.landmarks) return;
  const measured = measureFace(result.landmarks);
  if (!measured.ok) {
    context.addIssue({ code: 'custom', path: ['landmarks'], message: measured.problem });
    return;
  }
  const given = result.measurements;
  const expected = measured.summary;
  const pairs: [number, number][] = [
    [expected.thirds.upper, given.thirds.upper],
    [expected.thirds.middle, given.thirds.middle],
    [expected.thirds.lower, given.thirds.lower],
    [expected.symmetry, given.symmetry],
    [expected.eye_spacing, given.eye_spacing],
    [expected.jaw_width, given.jaw_width],
    [expected.width_height, given.width_height],
  ];
  // Both are rounded to four decimals: allow one step of the last one.
  if (pairs.some(([a, b]) => Math.abs(a - b) > 1.5e-4)) {
    context.addIssue({
      code: 'custom',
      path: ['measurements'],
      message: `The measurements do not match the points: they measure ${JSON.stringify(expected)}`,
    });
  }
}

const sentShape = z.strictObject({
  measurements: faceMeasurementsSchema,
  pose: facePoseSchema,
  /** Only when the user ticked "keep the points for comparison". */
  landmarks: faceLandmarksSchema.optional(),
});

/** `POST /api/v1/scans/face`. The server stamps when and the user's day. */
export const faceScanCreateSchema = sentShape.superRefine(pointsAgree);
export type FaceScanCreate = z.infer<typeof faceScanCreateSchema>;

const storedFields = {
  id: z.uuid(),
  kind: z.literal('face'),
  /** When the result was received (ISO instant). */
  completed_at: z.string(),
  /** The user's day it was taken on. */
  local_date: localDateSchema,
  measurements: faceMeasurementsSchema,
  pose: facePoseSchema,
};

/** A stored scan without its points: what lists and the hub carry. */
export const faceScanBriefSchema = z.object({ ...storedFields, has_landmarks: z.boolean() });
export type FaceScanBrief = z.infer<typeof faceScanBriefSchema>;

/** A stored scan with its points (`null` when not kept): `GET /api/v1/scans/face/:id`, the POST's answer. */
export const faceScanSchema = faceScanBriefSchema.extend({
  landmarks: faceLandmarksSchema.nullable(),
});
export type FaceScan = z.infer<typeof faceScanSchema>;

/** `GET /api/v1/scans/face`: newest first, a page at a time. */
export const faceScanQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export type FaceScanQuery = z.infer<typeof faceScanQuerySchema>;

export const faceScanPageSchema = z.object({
  scans: z.array(faceScanBriefSchema),
  /** Give it back as `cursor` for the next page; `null` on the last one. */
  next_cursor: z.string().nullable(),
});
export type FaceScanPage = z.infer<typeof faceScanPageSchema>;
