/**
 * Turns an uploaded picture into the stored avatar: only JPEG, PNG and GIF, judged by the bytes
 * (never by the file name or the declared type), re-encoded as a square WebP of at most 512 px.
 * Re-encoding drops every piece of metadata (EXIF, GPS, ICC comments) and anything hidden in the
 * original file.
 */
import sharp, { type Metadata } from 'sharp';
import { ApiError } from '../http/api-error.js';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_MAX_SIDE = 512;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif']);
/** A 5 MB file can still claim enormous dimensions (a decompression bomb): refuse those. */
const MAX_INPUT_PIXELS = 50_000_000;

const notAnImage = () =>
  new ApiError(415, 'The file must be a JPG, PNG or GIF image (judged by its content)');

export async function toAvatarWebp(upload: Buffer): Promise<Buffer> {
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  if (!metadata.width || !metadata.height) throw notAnImage();

  const side = Math.min(AVATAR_MAX_SIDE, metadata.width, metadata.height);
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      // Applies the EXIF orientation before the EXIF block is dropped.
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // A header that parses but a body that does not (truncated or corrupt): still the client's file.
    throw notAnImage();
  }
}
