/**
 * What a photo must be for the measurements to mean anything (the page checks before measuring;
 * the server refuses a pose outside them). Degrees; the face's box as a share of the photo's
 * shorter side and in pixels. A module without schemas: the scan page reads the limits without
 * loading zod's.
 */
export const FACE_SCAN_LIMITS = {
  maxYawDegrees: 20,
  maxPitchDegrees: 25,
  maxRollDegrees: 25,
  minFaceShare: 0.15,
  minFacePixels: 96,
  maxFileBytes: 20 * 1024 * 1024,
  maxImageSide: 8000,
} as const;

/**
 * The most face scans a user keeps (a 409 beyond: delete older ones first). A scan a week for
 * nearly ten years; it bounds the account export's `face_scans` to about 4 MB even when every scan
 * kept its points (≈ 8 KB each, packed), so the file stays under the import's 10 MB.
 */
export const MAX_FACE_SCANS = 500;
