/** The messages between the face scan page and its detector worker (face-detector.worker.ts). */

/** The page asks for one photo to be searched for faces; the bitmap is transferred, not copied. */
export interface DetectRequest {
  id: number;
  bitmap: ImageBitmap;
  /** Absolute URL of the models' and wasm files' folder (FACE_SCAN_FILES_PATH on this origin). */
  filesUrl: string;
}

/** Steps the page shows while it waits: the engine, the models, then the photo itself. */
export type DetectStep = 'engine' | 'models' | 'detecting';

/** One face found: the mesh's points in the photo's pixels, its box, and the head's pose (radians). */
export interface DetectedFace {
  mesh: [number, number, number][];
  box: [number, number, number, number];
  angle: { yaw: number; pitch: number; roll: number } | null;
}

export type DetectReply =
  | { id: number; type: 'progress'; step: DetectStep }
  | { id: number; type: 'result'; faces: DetectedFace[]; detectMs: number }
  | { id: number; type: 'error'; message: string };
