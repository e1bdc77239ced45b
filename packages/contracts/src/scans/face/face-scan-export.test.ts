import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACE_LANDMARK_COUNT } from './face-landmarks.js';
import { exportedFaceScanSchema, packFaceLandmarks } from './face-scan-export.js';
import { faceLandmarksSchema, type FaceLandmarks } from './face-scan.js';

/** A coordinate as the page sends it: five decimals at most, within its range. */
const coordinate = (min: number) =>
  fc.integer({ min: min * 100_000, max: 100_000 }).map((steps) => steps / 100_000);
const points = fc.array(fc.tuple(coordinate(0), coordinate(0), coordinate(-1)), {
  minLength: FACE_LANDMARK_COUNT,
  maxLength: FACE_LANDMARK_COUNT,
}) as fc.Arbitrary<FaceLandmarks>;

/** The packed points read back alone (the scan's other checks left aside). */
const unpacked = (landmarks: unknown) =>
  exportedFaceScanSchema.shape.landmarks.parse(landmarks);

describe('packed face landmarks', () => {
  it('give back exactly the points packed, every edge value included', () => {
    fc.assert(
      fc.property(points, (landmarks) => {
        expect(faceLandmarksSchema.safeParse(landmarks).success).toBe(true);
        const packed = packFaceLandmarks(landmarks);
        expect(packed.data).toHaveLength(7648);
        expect(unpacked(packed)).toEqual(landmarks);
      }),
      { numRuns: 50 },
    );
    const edges = Array.from({ length: FACE_LANDMARK_COUNT }, (_, i) =>
      i % 2 === 0 ? [0, 1, -1] : [1, 0, 1],
    ) as FaceLandmarks;
    expect(unpacked(packFaceLandmarks(edges))).toEqual(edges);
  });

  it('take under two thirds of the room of the points written as JSON arrays', () => {
    const landmarks = fc.sample(points, { numRuns: 1, seed: 19 })[0]!;
    const packed = JSON.stringify(packFaceLandmarks(landmarks)).length;
    expect(packed).toBeLessThan(JSON.stringify(landmarks).length * 0.65);
  });

  it('refuse another encoding, a length that is not 478 points, and text that is not base64', () => {
    const packed = packFaceLandmarks(fc.sample(points, { numRuns: 1, seed: 7 })[0]!);
    const landmarks = exportedFaceScanSchema.shape.landmarks;
    expect(landmarks.safeParse({ ...packed, encoding: 'float32' }).success).toBe(false);
    expect(landmarks.safeParse({ ...packed, data: packed.data.slice(4) }).success).toBe(false);
    expect(landmarks.safeParse({ ...packed, data: `${packed.data.slice(1)}*` }).success).toBe(false);
    expect(landmarks.safeParse({ ...packed, extra: 1 }).success).toBe(false);
  });
});
