import { FACE_POINT, MIDLINE_POINTS, MIRRORED_PAIRS, measureFace } from '@ascend/contracts';
import { describe, expect, it } from 'vitest';
import { analyseFaces } from './face-analysis';
import type { DetectedFace } from './face-detector-protocol';

/** A symmetric synthetic mesh in a 1000 × 800 photo, the face about 400 px wide. */
function face(overrides: Partial<DetectedFace> = {}): DetectedFace {
  const mesh: [number, number, number][] = Array.from({ length: 478 }, (_, i) => [
    480 + (i % 40),
    300 + (i % 50),
    0,
  ]);
  MIRRORED_PAIRS.forEach(([right, left], i) => {
    const x = 30 + ((i * 13) % 150);
    const y = 150 + ((i * 29) % 500);
    mesh[right] = [500 - x, y, 0];
    mesh[left] = [500 + x, y, 0];
  });
  MIDLINE_POINTS.forEach((index, i) => {
    mesh[index] = [500, 100 + (600 * i) / (MIDLINE_POINTS.length - 1), 0];
  });
  mesh[FACE_POINT.rightBrowInner] = [470, 260, 0];
  mesh[FACE_POINT.leftBrowInner] = [530, 260, 0];
  mesh[FACE_POINT.rightCheekEdge] = [300, 380, 0];
  mesh[FACE_POINT.leftCheekEdge] = [700, 380, 0];
  mesh[FACE_POINT.rightJawAngle] = [340, 600, 0];
  mesh[FACE_POINT.leftJawAngle] = [660, 600, 0];
  mesh[FACE_POINT.rightIrisCentre] = [410, 320, 0];
  mesh[FACE_POINT.leftIrisCentre] = [590, 320, 0];
  return {
    mesh,
    box: [300, 100, 400, 600],
    angle: { yaw: 0.05, pitch: -0.1, roll: 0.02 },
    ...overrides,
  };
}

const photo = { width: 1000, height: 800 };

describe('analysing what the detector found', () => {
  it('measures one straight face from its points as shares of the longer side', () => {
    const analysis = analyseFaces([face()], photo);
    expect(analysis.ok).toBe(true);
    if (!analysis.ok) return;
    expect(analysis.landmarks[FACE_POINT.chin]).toEqual([0.5, 0.7, 0]);
    expect(analysis.pose).toEqual({ yaw: 2.9, pitch: -5.7, roll: 1.1 });
    // The numbers are the contracts' measurements of the very points that would be saved.
    expect(measureFace(analysis.landmarks)).toEqual({ ok: true, summary: analysis.measurements });
    expect(analysis.measurements.symmetry).toBe(1);
  });

  it('asks for one face, a bigger one, a straight one', () => {
    expect(analyseFaces([], photo)).toEqual({ ok: false, problem: 'no_face' });
    expect(analyseFaces([face(), face()], photo)).toEqual({ ok: false, problem: 'several_faces' });
    expect(analyseFaces([face({ box: [10, 10, 80, 90] })], photo)).toEqual({
      ok: false,
      problem: 'too_small',
    });
    expect(analyseFaces([face({ angle: { yaw: 0.6, pitch: 0, roll: 0 } })], photo)).toEqual({
      ok: false,
      problem: 'turned',
    });
    expect(analyseFaces([face({ angle: null })], photo)).toEqual({
      ok: false,
      problem: 'not_measurable',
    });
  });
});
