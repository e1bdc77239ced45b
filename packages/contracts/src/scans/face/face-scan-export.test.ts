import { describe, expect, it } from 'vitest';
import { FACE_LANDMARK_COUNT } from './face-landmarks.js';
import { exportedFaceScanSchema, packFaceLandmarks } from './face-scan-export.js';
import { faceLandmarksSchema, type FaceLandmarks } from './face-scan.js';

/**
 * Points as the page sends them (five decimals at most, each within its range), spread over every
 * value a coordinate may take: `run` shifts them, so runs differ.
 */
function points(run: number): FaceLandmarks {
  const steps = (index: number, axis: number, span: number) =>
    (index * 7_919 + axis * 15_485_863 + run * 104_729) % (span + 1);
  return Array.from({ length: FACE_LANDMARK_COUNT }, (_, index) => [
    steps(index, 0, 100_000) / 100_000,
    steps(index, 1, 100_000) / 100_000,
    (steps(index, 2, 200_000) - 100_000) / 100_000,
  ]);
}

/** The packed points read back alone (the scan's other checks left aside). */
const unpacked = (landmarks: unknown) => exportedFaceScanSchema.shape.landmarks.parse(landmarks);

describe('packed face landmarks', () => {
  it('give back exactly the points packed, every edge value included', () => {
    for (let run = 0; run < 50; run += 1) {
      const landmarks = points(run);
      expect(faceLandmarksSchema.safeParse(landmarks).success).toBe(true);
      const packed = packFaceLandmarks(landmarks);
      expect(packed.data).toHaveLength(7648);
      expect(unpacked(packed)).toEqual(landmarks);
    }
    const edges = Array.from<unknown, FaceLandmarks[number]>(
      { length: FACE_LANDMARK_COUNT },
      (_, i) => (i % 2 === 0 ? [0, 1, -1] : [1, 0, 1]),
    );
    expect(unpacked(packFaceLandmarks(edges))).toEqual(edges);
  });

  it('take under two thirds of the room of the points written as JSON arrays', () => {
    const landmarks = points(19);
    const packed = JSON.stringify(packFaceLandmarks(landmarks)).length;
    expect(packed).toBeLessThan(JSON.stringify(landmarks).length * 0.65);
  });

  it('refuse another encoding, a length that is not 478 points, and text that is not base64', () => {
    const packed = packFaceLandmarks(points(7));
    const landmarks = exportedFaceScanSchema.shape.landmarks;
    expect(landmarks.safeParse({ ...packed, encoding: 'float32' }).success).toBe(false);
    expect(landmarks.safeParse({ ...packed, data: packed.data.slice(4) }).success).toBe(false);
    expect(landmarks.safeParse({ ...packed, data: `${packed.data.slice(1)}*` }).success).toBe(
      false,
    );
    expect(landmarks.safeParse({ ...packed, extra: 1 }).success).toBe(false);
  });
});
