import { describe, expect, it } from 'vitest';
import {
  FACE_LANDMARK_COUNT,
  FACE_POINT,
  MIDLINE_POINTS,
  MIRRORED_PAIRS,
} from './face-landmarks.js';
import { measureFace } from './face-measurements.js';
import { faceScanCreateSchema } from './face-scan.js';

type Point = [number, number, number];

/**
 * A synthetic face, perfectly symmetric about x = 0 (y grows downwards, as in a photo): the named
 * points where a face has them, every mirrored pair's left point the mirror of its right one, every
 * midline point on x = 0, other points anywhere.
 */
function symmetricFace(): Point[] {
  const points: Point[] = Array.from({ length: FACE_LANDMARK_COUNT }, (_, i) => [
    ((i * 37) % 100) / 1000 - 0.05,
    ((i * 53) % 100) / 200,
    0,
  ]);
  MIRRORED_PAIRS.forEach(([right, left], i) => {
    const x = 0.05 + ((i * 13) % 40) / 200;
    const y = 0.05 + ((i * 29) % 90) / 100;
    points[right] = [-x, y, 0];
    points[left] = [x, y, 0];
  });
  MIDLINE_POINTS.forEach((index, i) => {
    points[index] = [0, 0.1 + (0.8 * i) / (MIDLINE_POINTS.length - 1), 0];
  });
  // Top of the mesh 0.1, brows 0.3, base of the nose 0.6, chin 0.9: thirds of 0.2, 0.3, 0.3.
  points[FACE_POINT.meshTop] = [0, 0.1, 0];
  points[FACE_POINT.noseBottom] = [0, 0.6, 0];
  points[FACE_POINT.chin] = [0, 0.9, 0];
  points[FACE_POINT.rightBrowInner] = [-0.05, 0.3, 0];
  points[FACE_POINT.leftBrowInner] = [0.05, 0.3, 0];
  // Width 0.6 at the cheeks, jaw 0.45, irises 0.27 apart.
  points[FACE_POINT.rightCheekEdge] = [-0.3, 0.45, 0];
  points[FACE_POINT.leftCheekEdge] = [0.3, 0.45, 0];
  points[FACE_POINT.rightJawAngle] = [-0.225, 0.75, 0];
  points[FACE_POINT.leftJawAngle] = [0.225, 0.75, 0];
  points[FACE_POINT.rightIrisCentre] = [-0.135, 0.4, 0];
  points[FACE_POINT.leftIrisCentre] = [0.135, 0.4, 0];
  return points;
}

/** The same face turned by `radians` in the photo's plane, scaled and moved. */
function transformed(points: Point[], radians: number, scale: number, dx: number, dy: number) {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return points.map(
    ([x, y, z]) => [dx + scale * (x * cos - y * sin), dy + scale * (x * sin + y * cos), z] as Point,
  );
}

function measured(points: Point[]) {
  const result = measureFace(points);
  if (!result.ok) throw new Error(result.problem);
  return result.summary;
}

describe('face measurements', () => {
  it('gives a perfectly symmetric face a symmetry of 1 and its known proportions', () => {
    expect(measured(symmetricFace())).toEqual({
      thirds: { upper: 0.25, middle: 0.375, lower: 0.375 },
      symmetry: 1,
      eye_spacing: 0.45,
      jaw_width: 0.75,
      width_height: 0.75,
    });
  });

  it('measures the same face the same when tilted, scaled and moved in the photo', () => {
    const straight = measured(symmetricFace());
    expect(measured(transformed(symmetricFace(), 0.3, 2.5, 0.2, -0.1))).toEqual(straight);
    expect(measured(transformed(symmetricFace(), -0.2, 0.5, 0, 0))).toEqual(straight);
  });

  it('lowers symmetry by the mismatch of a moved point, averaged over the pairs, per face width', () => {
    const points = symmetricFace();
    // The left mouth corner moved 0.058 outwards: one pair of 58 mismatched by 0.058.
    const [, leftCorner] = MIRRORED_PAIRS.find(([right]) => right === 61)!;
    points[leftCorner] = [points[leftCorner]![0] + 0.058, points[leftCorner]![1], 0];
    const pairs = MIRRORED_PAIRS.length;
    expect(measured(points).symmetry).toBeCloseTo(1 - 0.058 / pairs / 0.6, 4);
  });

  it('measures every pair as asymmetric when one whole side is shifted down', () => {
    const points = symmetricFace();
    const shift = 0.012;
    for (const [, left] of MIRRORED_PAIRS)
      points[left] = [points[left]![0], points[left]![1] + shift, 0];
    // The cheek edges (a pair) move too, but only along the face: the width is still about 0.6.
    const width = Math.hypot(0.6, shift);
    expect(measured(points).symmetry).toBeCloseTo(1 - shift / width, 4);
  });

  it('refuses too few points and a mesh whose chin is above its nose', () => {
    expect(measureFace(symmetricFace().slice(0, 468))).toEqual({
      ok: false,
      problem: 'Expected 478 points, got 468',
    });
    const upsideDown = symmetricFace();
    upsideDown[FACE_POINT.chin] = [0, 0.5, 0];
    expect(measureFace(upsideDown).ok).toBe(false);
  });

  it('mirrors 58 distinct pairs, none on the midline', () => {
    const all = MIRRORED_PAIRS.flat();
    expect(MIRRORED_PAIRS).toHaveLength(58);
    expect(new Set(all).size).toBe(all.length);
    expect(all.some((index) => (MIDLINE_POINTS as readonly number[]).includes(index))).toBe(false);
  });
});

describe('face scan schema', () => {
  // Points are shares of the photo's longer side: the face moved into [0, 1], rounded to five
  // decimals as the page sends them.
  const landmarks = transformed(symmetricFace(), 0, 1, 0.5, 0).map(
    (point) => point.map((value) => Number(value.toFixed(5))) as Point,
  );
  const measurements = measured(landmarks);
  const pose = { yaw: 3, pitch: -4, roll: 1 };

  it('takes numbers alone, or numbers with the points they measure to', () => {
    expect(faceScanCreateSchema.safeParse({ measurements, pose }).success).toBe(true);
    expect(faceScanCreateSchema.safeParse({ measurements, pose, landmarks }).success).toBe(true);
  });

  it('refuses measurements the points do not give, thirds that do not add up, and 468 points', () => {
    const other = { ...measurements, symmetry: 0.9 };
    expect(faceScanCreateSchema.safeParse({ measurements: other, pose, landmarks }).success).toBe(
      false,
    );
    const thirds = { upper: 0.3, middle: 0.375, lower: 0.375 };
    expect(
      faceScanCreateSchema.safeParse({ measurements: { ...measurements, thirds }, pose }).success,
    ).toBe(false);
    expect(
      faceScanCreateSchema.safeParse({ measurements, pose, landmarks: landmarks.slice(0, 468) })
        .success,
    ).toBe(false);
  });

  it('refuses a turned head, numbers out of range, and anything that is not a field', () => {
    const turned = { ...pose, yaw: 40 };
    expect(faceScanCreateSchema.safeParse({ measurements, pose: turned }).success).toBe(false);
    const wide = { ...measurements, eye_spacing: 3 };
    expect(faceScanCreateSchema.safeParse({ measurements: wide, pose }).success).toBe(false);
    const photo = 'data:image/png;base64,iVBORw0KGgo=';
    expect(faceScanCreateSchema.safeParse({ measurements, pose, photo }).success).toBe(false);
  });
});
