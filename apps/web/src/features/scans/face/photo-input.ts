/**
 * A chosen photo checked before anything is measured: an image (decodable, not only named so), at
 * most 20 MB and 8,000 px a side (FACE_SCAN_LIMITS). Decoded into an ImageBitmap for the worker,
 * scaled down to 2,048 px a side at most (more pixels add time, not precision to a 478-point mesh).
 * Nothing leaves the browser.
 */
import { FACE_SCAN_LIMITS } from '@ascend/contracts';

export type PhotoProblem = 'not_image' | 'file_too_large' | 'image_too_large';

/** The largest side the detector is given. */
const DETECT_MAX_SIDE = 2048;

export type CheckedPhoto =
  | { ok: true; bitmap: ImageBitmap; width: number; height: number }
  | { ok: false; problem: PhotoProblem };

export async function checkPhoto(file: Blob): Promise<CheckedPhoto> {
  if (!file.type.startsWith('image/')) return { ok: false, problem: 'not_image' };
  if (file.size > FACE_SCAN_LIMITS.maxFileBytes) return { ok: false, problem: 'file_too_large' };
  let full: ImageBitmap;
  try {
    full = await createImageBitmap(file);
  } catch {
    return { ok: false, problem: 'not_image' };
  }
  const { width, height } = full;
  if (Math.max(width, height) > FACE_SCAN_LIMITS.maxImageSide) {
    full.close();
    return { ok: false, problem: 'image_too_large' };
  }
  const scale = Math.min(1, DETECT_MAX_SIDE / Math.max(width, height));
  if (scale === 1) return { ok: true, bitmap: full, width, height };
  const resizeWidth = Math.round(width * scale);
  const resizeHeight = Math.round(height * scale);
  const bitmap = await createImageBitmap(full, {
    resizeWidth,
    resizeHeight,
    resizeQuality: 'high',
  });
  full.close();
  return { ok: true, bitmap, width: resizeWidth, height: resizeHeight };
}
