/**
 * Face scans as the page would send them, from a synthetic mesh: every mirrored pair and midline
 * point placed as on a face, `asymmetry` moving the left mouth corner outwards, and the
 * measurements computed from those points by the contracts (so they agree, as the server checks).
 */
import {
  FACE_LANDMARK_COUNT,
  FACE_POINT,
  MIDLINE_POINTS,
  MIRRORED_PAIRS,
  measureFace,
  type FaceLandmarks,
  type FaceScanCreate,
} from '@ascend/contracts';

export function syntheticLandmarks(asymmetry = 0): FaceLandmarks {
  const points = Array.from(
    { length: FACE_LANDMARK_COUNT },
    (_, i) =>
      [0.45 + ((i * 37) % 100) / 1000, 0.2 + ((i * 53) % 100) / 200, 0] as [number, number, number],
  );
  MIRRORED_PAIRS.forEach(([right, left], i) => {
    const x = 0.05 + ((i * 13) % 40) / 200;
    const y = 0.1 + ((i * 29) % 80) / 100;
    points[right] = [0.5 - x, y, 0];
    points[left] = [0.5 + x, y, 0];
  });
  MIDLINE_POINTS.forEach((index, i) => {
    points[index] = [0.5, 0.1 + (0.8 * i) / (MIDLINE_POINTS.length - 1), 0.01];
  });
  points[FACE_POINT.rightBrowInner] = [0.45, 0.3, 0];
  points[FACE_POINT.leftBrowInner] = [0.55, 0.3, 0];
  points[FACE_POINT.rightCheekEdge] = [0.2, 0.45, 0];
  points[FACE_POINT.leftCheekEdge] = [0.8, 0.45, 0];
  points[FACE_POINT.rightJawAngle] = [0.275, 0.75, 0];
  points[FACE_POINT.leftJawAngle] = [0.725, 0.75, 0];
  points[FACE_POINT.rightIrisCentre] = [0.365, 0.4, 0];
  points[FACE_POINT.leftIrisCentre] = [0.635, 0.4, 0];
  const [, leftCorner] = MIRRORED_PAIRS.find(([right]) => right === 61)!;
  points[leftCorner]![0] += asymmetry;
  // Five decimals, as the page rounds them (and the contracts require).
  return points.map((point) => point.map((value) => Number(value.toFixed(5))) as typeof point);
}

/** A scan to `POST`: its numbers, and its points when `keepPoints`. */
export function faceScanSample({ asymmetry = 0, keepPoints = false } = {}): FaceScanCreate {
  const landmarks = syntheticLandmarks(asymmetry);
  const measured = measureFace(landmarks);
  if (!measured.ok) throw new Error(measured.problem);
  return {
    measurements: measured.summary,
    pose: { yaw: 2.5, pitch: -3, roll: 1 },
    ...(keepPoints ? { landmarks } : {}),
  };
}
