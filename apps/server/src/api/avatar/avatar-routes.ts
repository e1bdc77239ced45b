/**
 * `/api/v1/avatar`: upload (`PUT`, multipart, one file), remove (`DELETE`) and serve
 * (`GET /avatar/:userId`). Serving is public by design: the avatar URL lands in the user's metadata
 * and is shown with a plain <img>, which cannot send a bearer token; user ids are unguessable UUIDs.
 */
import { z } from 'zod';
import type { Config } from '../../config.js';
import { ApiError } from '../http/api-error.js';
import { apiEndpoint } from '../http/api-route.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import { updateUserMetadata } from '../users/user-metadata.js';
import { AVATAR_MAX_BYTES, toAvatarWebp } from './avatar-image.js';
import { AVATAR_CONTENT_TYPE } from './avatar-storage.js';

/** A versioned URL may be cached for good; the bare URL must be revalidated. */
const CACHE_VERSIONED = 'public, max-age=31536000, immutable';
const CACHE_UNVERSIONED = 'public, max-age=0, must-revalidate';
/**
 * The avatar opened on its own (not as an <img>) may load nothing and run nothing: were it ever
 * taken for a document, it would be a sandboxed one without scripts.
 */
const AVATAR_CSP = "default-src 'none'; sandbox";

/**
 * The multipart parser reports a body it cannot read (no boundary, cut short) as a plain Error:
 * that is the client's mistake, not the server's. Its own limit errors keep their status (413).
 */
function malformedUpload(error: unknown): never {
  if (error instanceof Error && (error as { statusCode?: unknown }).statusCode === undefined) {
    throw new ApiError(400, 'The upload is not a well-formed multipart/form-data body');
  }
  throw error;
}

const tags = ['avatar'];

const avatarUrl = (config: Config, userId: string, version: string) =>
  `${config.siteUrl}/api/v1/avatar/${userId}?v=${version}`;

export const uploadAvatar = apiEndpoint({
  schema: {
    tags,
    summary: 'Upload a new avatar (multipart/form-data, one JPG, PNG or GIF file, ≤ 5 MB)',
    description:
      'Re-encoded to a square WebP of at most 512 px without metadata; its URL is written to ' +
      'the user metadata as `avatar_url`.',
    consumes: ['multipart/form-data'],
    response: {
      200: z.object({ avatar_url: z.string() }),
      ...errorResponses(400, 401, 413, 415, 429),
    },
  },
  handler: async (request, _reply, { config, database, avatars }) => {
    const user = apiUserOf(request);
    const file = await request
      .file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } })
      .catch(malformedUpload);
    if (!file) throw new ApiError(400, 'Send one image file as multipart/form-data');
    // Throws a 413 as soon as the file passes the limit.
    const upload = await file.toBuffer().catch(malformedUpload);
    const webp = await toAvatarWebp(upload);
    const version = await avatars.save(user.id, webp);
    const url = avatarUrl(config, user.id, version);
    await updateUserMetadata(database, user.id, { avatar_url: url });
    return { avatar_url: url };
  },
});

export const removeAvatar = apiEndpoint({
  schema: {
    tags,
    summary: 'Remove the avatar (and `avatar_url` from the user metadata)',
    response: { 204: z.null(), ...errorResponses(401) },
  },
  handler: async (request, reply, { database, avatars }) => {
    const user = apiUserOf(request);
    await updateUserMetadata(database, user.id, { avatar_url: null });
    await avatars.remove(user.id);
    return reply.code(204).send(null);
  },
});

export const serveAvatar = apiEndpoint({
  schema: {
    tags,
    summary: "A user's avatar (image/webp); no sign-in needed",
    params: z.object({ userId: z.uuid() }),
    querystring: z.object({ v: z.string().max(64).optional() }),
    // No response schema: the body is the image's bytes (404 and 422 answer `{detail}`).
  },
  handler: async (request, reply, { avatars }) => {
    const avatar = await avatars.read(request.params.userId.toLowerCase());
    if (!avatar) throw new ApiError(404, 'No avatar');
    const etag = `"${avatar.version}"`;
    reply
      .header('content-type', AVATAR_CONTENT_TYPE)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline; filename="avatar.webp"')
      .header('content-security-policy', AVATAR_CSP)
      .header('etag', etag)
      .header(
        'cache-control',
        request.query.v === avatar.version ? CACHE_VERSIONED : CACHE_UNVERSIONED,
      );
    if (request.headers['if-none-match'] === etag) {
      avatar.body.destroy();
      return reply.code(304).send();
    }
    return reply.header('content-length', avatar.size).send(avatar.body);
  },
});
