/** Metadata updates merge key by key; a null value deletes the key (supabase/auth `UpdateUserMetaData`). */
import { authErrors } from '../http/auth-errors.js';

/**
 * User and app metadata travel in every access token, and a token travels in a request header:
 * past ~16 KiB of headers servers refuse the request (Node answers 431), so a user with more
 * metadata than this could sign in but never use the session.
 */
export const MAX_METADATA_BYTES = 8 * 1024;

export function mergeMetadata(
  current: Record<string, unknown>,
  update: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  if (Buffer.byteLength(JSON.stringify(merged)) > MAX_METADATA_BYTES) {
    throw authErrors.validationFailed(
      `Metadata is too large: at most ${MAX_METADATA_BYTES / 1024} KiB of JSON (it travels in every access token)`,
    );
  }
  return merged;
}
