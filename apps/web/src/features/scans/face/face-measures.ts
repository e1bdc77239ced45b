/**
 * The measurements as the page lists them: each with its key (strings under `faceScan:measures`),
 * how to read its value from a result, how to show it, and the lines of its small diagram (on a
 * 60 × 80 schematic face: the top of the mesh at y 8, brows 28, nose base 50, chin 74).
 */
import type { FaceMeasurements } from '@ascend/contracts';

type MeasureKey =
  | 'thirds_upper'
  | 'thirds_middle'
  | 'thirds_lower'
  | 'symmetry'
  | 'eye_spacing'
  | 'jaw_width'
  | 'width_height';

type Line = readonly [number, number, number, number];

export interface Measure {
  key: MeasureKey;
  value: (measurements: FaceMeasurements) => number;
  /** Shares and symmetry as percentages; ratios as plain numbers. */
  unit: 'percent' | 'ratio';
  /** Lines drawn in the accent colour over the schematic face. */
  lines: readonly Line[];
}

const FACE_WIDTH: Line = [6, 40, 54, 40];

export const MEASURES: readonly Measure[] = [
  {
    key: 'thirds_upper',
    value: (m) => m.thirds.upper,
    unit: 'percent',
    lines: [
      [18, 8, 42, 8],
      [18, 28, 42, 28],
      [30, 8, 30, 28],
    ],
  },
  {
    key: 'thirds_middle',
    value: (m) => m.thirds.middle,
    unit: 'percent',
    lines: [
      [18, 28, 42, 28],
      [22, 50, 38, 50],
      [30, 28, 30, 50],
    ],
  },
  {
    key: 'thirds_lower',
    value: (m) => m.thirds.lower,
    unit: 'percent',
    lines: [
      [22, 50, 38, 50],
      [24, 74, 36, 74],
      [30, 50, 30, 74],
    ],
  },
  {
    key: 'symmetry',
    value: (m) => m.symmetry,
    unit: 'percent',
    lines: [
      [30, 4, 30, 78],
      [20, 32, 40, 32],
      [22, 58, 38, 58],
    ],
  },
  {
    key: 'eye_spacing',
    value: (m) => m.eye_spacing,
    unit: 'ratio',
    lines: [[19, 33, 41, 33], FACE_WIDTH],
  },
  {
    key: 'jaw_width',
    value: (m) => m.jaw_width,
    unit: 'ratio',
    lines: [[13, 62, 47, 62], FACE_WIDTH],
  },
  {
    key: 'width_height',
    value: (m) => m.width_height,
    unit: 'ratio',
    lines: [FACE_WIDTH, [30, 8, 30, 74]],
  },
];
