/**
 * `/api/v1/avatar`: upload (`PUT`, multipart, one file), remove (`DELETE`) and serve
 * (`GET /avatar/:userId`). Serving is public by design: the avatar URL lands in the user's metadata
 * and is shown with a plain <img>, which cannot send a bearer token; user ids are unguessable UUIDs.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import type { ApiRouteOptions } from '../http/route-options.js';
import { perUserRateLimit } from '../rate-limits/per-user-rate-limit.js';
import { updateUserMetadata } from '../users/user-metadata.js';
import { AVATAR_MAX_BYTES, toAvatarWebp } from './avatar-image.js';
import type { AvatarStorage } from './avatar-storage.js';

/** A versioned URL may be cached for good; the bare URL must be revalidated. */
const CACHE_VERSIONED = 'public, max-age=31536000, immutable';
const CACHE_UNVERSIONED = 'public, max-age=0, must-revalidate';
/**
 * The avatar opened on its own (not as an <img>) may load nothing and run nothing: were it ever
 * taken for a document, it would be a sandboxed one without scripts.
 */
const AVATAR_CSP = "default-src 'none'; sandbox";
/** Each upload is decoded and re-encoded: plenty for a person, a ceiling for a script. */
const UPLOAD_RATE_LIMIT = perUserRateLimit(20, 10);

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

export function avatarRoutes(
  app: FastifyInstance,
  { authenticate, avatars }: ApiRouteOptions & { avatars: AvatarStorage },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['avatar'];
  const security = [{ bearerAuth: [] }];
  const avatarUrl = (userId: string, version: string) =>
    `${app.config.siteUrl}/api/v1/avatar/${userId}?v=${version}`;

  routes.put(
    '/avatar',
    {
      preHandler: authenticate,
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags,
        security,
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
    },
    async (request) => {
      const user = apiUserOf(request);
      const file = await request
        .file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } })
        .catch(malformedUpload);
      if (!file) throw new ApiError(400, 'Send one image file as multipart/form-data');
      // Throws a 413 as soon as the file passes the limit.
      const upload = await file.toBuffer().catch(malformedUpload);
      const webp = await toAvatarWebp(upload);
      const version = await avatars.save(user.id, webp);
      const url = avatarUrl(user.id, version);
      await updateUserMetadata(app.database, user.id, { avatar_url: url });
      return { avatar_url: url };
    },
  );

  routes.delete(
    '/avatar',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Remove the avatar (and `avatar_url` from the user metadata)',
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = apiUserOf(request);
      await updateUserMetadata(app.database, user.id, { avatar_url: null });
      await avatars.remove(user.id);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/avatar/:userId',
    {
      schema: {
        tags,
        summary: "A user's avatar (image/webp); no sign-in needed",
        params: z.object({ userId: z.uuid() }),
        querystring: z.object({ v: z.string().max(64).optional() }),
        // No response schema: the body is the image's bytes (404 and 422 answer `{detail}`).
      },
    },
    async (request, reply) => {
      const avatar = await avatars.read(request.params.userId.toLowerCase());
      if (!avatar) throw new ApiError(404, 'No avatar');
      const etag = `"${avatar.version}"`;
      reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline; filename="avatar.webp"')
        .header('content-security-policy', AVATAR_CSP)
        .header('etag', etag)
        .header(
          'cache-control',
          request.query.v === avatar.version ? CACHE_VERSIONED : CACHE_UNVERSIONED,
        );
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(avatar.bytes);
    },
  );
}
