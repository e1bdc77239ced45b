/**
 * Which of the face mesh's 478 points the measurements read, and which pairs mirror each other.
 *
 * The indices are MediaPipe Face Mesh's (468 points, `canonical_face_model_uv_visualization.png` in
 * google/mediapipe `mediapipe/modules/face_geometry/data/`), plus the 10 iris points of its iris
 * model (468–472 and 473–477). The named groups are those of TensorFlow.js's
 * face-landmarks-detection (`MESH_ANNOTATIONS`), as carried by @vladmandic/human
 * (`src/face/facemeshcoords.ts`, `meshAnnotations`), the library the web app runs. "Right" and
 * "left" are the subject's. Each mirrored group lists its points in the same order as its
 * counterpart, so the n-th point of one mirrors the n-th of the other (checked against the canonical
 * model's UV map, which is symmetric about u = 0.5: docs/face-scan.md).
 */

/** 468 mesh points and 10 iris points. */
export const FACE_LANDMARK_COUNT = 478;

export const FACE_POINT = {
  /** Top of the mesh on the midline (`silhouette[0]`): below the hairline, not at it. */
  meshTop: 10,
  /** Bottom of the chin on the midline (`silhouette[18]`, menton). */
  chin: 152,
  /** Base of the nose on the midline (`noseBottom`, subnasale). */
  noseBottom: 2,
  /** Between the eyes on the midline (`midwayBetweenEyes`). */
  betweenEyes: 168,
  /** Inner upper ends of the eyebrows (`rightEyebrowUpper[5]`, `leftEyebrowUpper[5]`). */
  rightBrowInner: 107,
  leftBrowInner: 336,
  /** Widest points of the face outline at the cheekbones (`silhouette[28]`, `silhouette[8]`). */
  rightCheekEdge: 234,
  leftCheekEdge: 454,
  /** Angles of the jaw on the outline (`silhouette[24]`, `silhouette[12]`). */
  rightJawAngle: 172,
  leftJawAngle: 397,
  /** Centres of the irises (`rightEyeIris[0]`, `leftEyeIris[0]` in human's mesh order). */
  rightIrisCentre: 473,
  leftIrisCentre: 468,
} as const;

/** Points on the midline, top to bottom: the symmetry axis is the line fitted through them. */
export const MIDLINE_POINTS = [
  10, 151, 9, 8, 168, 6, 197, 195, 5, 4, 1, 19, 94, 2, 0, 13, 14, 17, 18, 200, 199, 175, 152,
] as const;

/** The outline from the top of the mesh round to the chin and back (`silhouette`, 36 points). */
const SILHOUETTE = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148,
  176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
] as const;

/** Mirrored groups (subject's right, then left), point for point. */
const MIRRORED_GROUPS: readonly (readonly [readonly number[], readonly number[]])[] = [
  [
    [246, 161, 160, 159, 158, 157, 173],
    [466, 388, 387, 386, 385, 384, 398],
  ],
  [
    [33, 7, 163, 144, 145, 153, 154, 155, 133],
    [263, 249, 390, 373, 374, 380, 381, 382, 362],
  ],
  [
    [156, 70, 63, 105, 66, 107, 55, 193],
    [383, 300, 293, 334, 296, 336, 285, 417],
  ],
  [
    [35, 124, 46, 53, 52, 65],
    [265, 353, 276, 283, 282, 295],
  ],
  [
    [98, 205],
    [327, 425],
  ],
];

/**
 * Pairs of points that mirror each other about the midline: the outline's two sides (point i and
 * point 36 − i of the silhouette), the lips' corners and outer contour, the eyes, the eyebrows,
 * the nose's wings and the cheeks.
 */
export const MIRRORED_PAIRS: readonly (readonly [number, number])[] = [
  ...Array.from({ length: 17 }, (_, i) => [SILHOUETTE[36 - (i + 1)]!, SILHOUETTE[i + 1]!] as const),
  // `lipsLowerOuter`: 61 … 17 … 291, point i and point 10 − i.
  [61, 291],
  [146, 375],
  [91, 321],
  [181, 405],
  [84, 314],
  // `lipsUpperOuter`: 185 … 0 … 409.
  [185, 409],
  [40, 270],
  [39, 269],
  [37, 267],
  ...MIRRORED_GROUPS.flatMap(([right, left]) =>
    right.map((point, i) => [point, left[i]!] as const),
  ),
];
