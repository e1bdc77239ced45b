/**
 * From what the detector found to what the page shows and may save: exactly one face, big enough
 * and straight enough to measure (FACE_SCAN_LIMITS), its points as shares of the photo's longer
 * side (rounded, so the numbers saved are the numbers measured), the measurements from those
 * points, and the pose in degrees. Or the reason it cannot be measured.
 */
import {
  FACE_LANDMARK_COUNT,
  FACE_SCAN_LIMITS,
  measureFace,
  type FaceLandmarks,
  type FaceMeasurements,
  type FacePose,
} from '@ascend/contracts';
import type { DetectedFace } from './face-detector-protocol';

export type FaceProblem = 'no_face' | 'several_faces' | 'too_small' | 'turned' | 'not_measurable';

export type FaceAnalysis =
  | { ok: true; landmarks: FaceLandmarks; measurements: FaceMeasurements; pose: FacePose }
  | { ok: false; problem: FaceProblem };

const POINT_DECIMALS = 5;
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
const degrees = (radians: number) => round((radians * 180) / Math.PI, 1);

export function analyseFaces(
  faces: readonly DetectedFace[],
  photo: { width: number; height: number },
): FaceAnalysis {
  if (faces.length === 0) return { ok: false, problem: 'no_face' };
  if (faces.length > 1) return { ok: false, problem: 'several_faces' };
  const face = faces[0]!;
  if (face.mesh.length !== FACE_LANDMARK_COUNT || !face.angle) {
    return { ok: false, problem: 'not_measurable' };
  }
  const shorter = Math.min(photo.width, photo.height);
  const faceSide = Math.min(face.box[2], face.box[3]);
  if (
    faceSide < FACE_SCAN_LIMITS.minFacePixels ||
    faceSide < FACE_SCAN_LIMITS.minFaceShare * shorter
  ) {
    return { ok: false, problem: 'too_small' };
  }
  const pose = {
    yaw: degrees(face.angle.yaw),
    pitch: degrees(face.angle.pitch),
    roll: degrees(face.angle.roll),
  };
  if (
    Math.abs(pose.yaw) > FACE_SCAN_LIMITS.maxYawDegrees ||
    Math.abs(pose.pitch) > FACE_SCAN_LIMITS.maxPitchDegrees ||
    Math.abs(pose.roll) > FACE_SCAN_LIMITS.maxRollDegrees
  ) {
    return { ok: false, problem: 'turned' };
  }
  const longer = Math.max(photo.width, photo.height);
  const clamp = (value: number, low: number) => Math.min(1, Math.max(low, value));
  const landmarks = face.mesh.map(
    ([x, y, z]) =>
      [
        round(clamp(x / longer, 0), POINT_DECIMALS),
        round(clamp(y / longer, 0), POINT_DECIMALS),
        round(clamp(z / longer, -1), POINT_DECIMALS),
      ] as [number, number, number],
  );
  const measured = measureFace(landmarks);
  if (!measured.ok) return { ok: false, problem: 'not_measurable' };
  return { ok: true, landmarks, measurements: measured.summary, pose };
}
