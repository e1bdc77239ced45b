/**
 * The face scan's measurements, computed from the face mesh's points (docs/face-scan.md). Pure
 * functions of the points, so the browser that measured and the server that stores compute the same
 * numbers from the same points. Only ratios: they do not depend on the photo's size or distance.
 *
 * Distances along the face (the thirds, its height) are taken along the midline, the line fitted
 * through the mesh's midline points; widths are straight distances between two points. A tilted
 * head (roll) therefore changes nothing.
 */
import type { Scored } from '../cognitive-kinds.js';
import {
  FACE_LANDMARK_COUNT,
  FACE_POINT,
  MIDLINE_POINTS,
  MIRRORED_PAIRS,
} from './face-landmarks.js';

/** A point as [x, y] or [x, y, z]; only x and y are read (the photo's plane). */
export type FacePoint = readonly number[];

export interface FaceMeasurements {
  /** Facial thirds as shares of the face's height (sum 1); the upper one is estimated. */
  thirds: { upper: number; middle: number; lower: number };
  /** 1 − the mean mismatch of mirrored pairs about the midline, as a share of the face's width. */
  symmetry: number;
  /** Distance between the irises' centres ÷ the face's width. */
  eye_spacing: number;
  /** Distance between the jaw's angles ÷ the face's width. */
  jaw_width: number;
  /** The face's width ÷ its height (top of the mesh to the chin). */
  width_height: number;
}

/** Shown and stored to four decimals: finer than any photo's points are sure of. */
const DECIMALS = 4;
const round = (value: number) => Number(value.toFixed(DECIMALS));

interface Vector {
  x: number;
  y: number;
}

const at = (points: readonly FacePoint[], index: number): Vector => {
  const point = points[index]!;
  return { x: point[0]!, y: point[1]! };
};
const minus = (a: Vector, b: Vector): Vector => ({ x: a.x - b.x, y: a.y - b.y });
const dot = (a: Vector, b: Vector) => a.x * b.x + a.y * b.y;
const distance = (a: Vector, b: Vector) => Math.hypot(a.x - b.x, a.y - b.y);

/** The midline: a point on it and its direction (unit, from the chin towards the top). */
export interface Midline {
  origin: Vector;
  up: Vector;
}

/**
 * The least-squares line through the midline points (the principal axis of their scatter), turned
 * to point from the chin to the top of the mesh.
 */
export function midlineOf(points: readonly FacePoint[]): Midline {
  const onLine = MIDLINE_POINTS.map((index) => at(points, index));
  const origin = {
    x: onLine.reduce((sum, point) => sum + point.x, 0) / onLine.length,
    y: onLine.reduce((sum, point) => sum + point.y, 0) / onLine.length,
  };
  let xx = 0;
  let xy = 0;
  let yy = 0;
  for (const point of onLine) {
    const d = minus(point, origin);
    xx += d.x * d.x;
    xy += d.x * d.y;
    yy += d.y * d.y;
  }
  // The principal axis of a 2×2 covariance matrix is at half the angle atan2(2xy, xx − yy).
  const angle = Math.atan2(2 * xy, xx - yy) / 2;
  let up = { x: Math.cos(angle), y: Math.sin(angle) };
  const chinToTop = minus(at(points, FACE_POINT.meshTop), at(points, FACE_POINT.chin));
  if (dot(up, chinToTop) < 0) up = { x: -up.x, y: -up.y };
  return { origin, up };
}

/** A point reflected across the midline. */
function mirrored(point: Vector, { origin, up }: Midline): Vector {
  const across = { x: -up.y, y: up.x };
  const offset = dot(minus(point, origin), across);
  return { x: point.x - 2 * offset * across.x, y: point.y - 2 * offset * across.y };
}

/** The mean distance between each pair's one point and the other's mirror image. */
export function meanMirrorMismatch(points: readonly FacePoint[], midline: Midline): number {
  const total = MIRRORED_PAIRS.reduce(
    (sum, [right, left]) => sum + distance(at(points, right), mirrored(at(points, left), midline)),
    0,
  );
  return total / MIRRORED_PAIRS.length;
}

/**
 * Every measurement from the mesh's 478 points, or why they cannot be measured (too few points,
 * or a mesh whose parts are not in a face's order: a chin above the nose).
 */
export function measureFace(points: readonly FacePoint[]): Scored<FaceMeasurements> {
  if (points.length !== FACE_LANDMARK_COUNT) {
    return { ok: false, problem: `Expected ${FACE_LANDMARK_COUNT} points, got ${points.length}` };
  }
  const midline = midlineOf(points);
  const along = (index: number) => dot(minus(at(points, index), midline.origin), midline.up);
  const brow = {
    x: (at(points, FACE_POINT.rightBrowInner).x + at(points, FACE_POINT.leftBrowInner).x) / 2,
    y: (at(points, FACE_POINT.rightBrowInner).y + at(points, FACE_POINT.leftBrowInner).y) / 2,
  };
  const top = along(FACE_POINT.meshTop);
  const browLevel = dot(minus(brow, midline.origin), midline.up);
  const noseLevel = along(FACE_POINT.noseBottom);
  const chinLevel = along(FACE_POINT.chin);
  const upper = top - browLevel;
  const middle = browLevel - noseLevel;
  const lower = noseLevel - chinLevel;
  const height = top - chinLevel;
  const width = distance(
    at(points, FACE_POINT.rightCheekEdge),
    at(points, FACE_POINT.leftCheekEdge),
  );
  if (!(upper > 0 && middle > 0 && lower > 0 && width > 0)) {
    return { ok: false, problem: 'The points are not in the order of a face' };
  }
  const mismatch = meanMirrorMismatch(points, midline);
  return {
    ok: true,
    summary: {
      thirds: {
        upper: round(upper / height),
        middle: round(middle / height),
        lower: round(lower / height),
      },
      symmetry: round(Math.max(0, 1 - mismatch / width)),
      eye_spacing: round(
        distance(at(points, FACE_POINT.rightIrisCentre), at(points, FACE_POINT.leftIrisCentre)) /
          width,
      ),
      jaw_width: round(
        distance(at(points, FACE_POINT.rightJawAngle), at(points, FACE_POINT.leftJawAngle)) / width,
      ),
      width_height: round(width / height),
    },
  };
}
