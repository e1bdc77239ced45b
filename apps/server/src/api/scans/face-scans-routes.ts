/**
 * `/api/v1/scans/face`: the user's saved face scans (issue 19), saved, listed, read and deleted.
 * Only numbers arrive: the measurements, the head's pose, and the mesh's points when the user kept
 * them (then the measurements must be what those points measure to, or a 422). The schema is
 * strict, so a body with any other field (a photo) is refused; nothing of an image is stored.
 */
import {
  MAX_FACE_SCANS,
  faceScanCreateSchema,
  faceScanPageSchema,
  faceScanQuerySchema,
  faceScanSchema,
} from '@ascend/contracts';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import { apiEndpoint } from '../http/api-route.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import { userToday } from '../tracking/user-day.js';
import { decodeCursor } from './cognitive-cursor.js';

const tags = ['scans'];

/** Any text: an id that is no UUID names no scan (404), like an unknown one. */
const scanParams = z.strictObject({
  id: z.string().meta({ description: 'The scan’s id (a UUID)', format: 'uuid' }),
});
const uuid = z.uuid();
const notFound = () => new ApiError(404, 'No such face scan');

function scanIdOf(id: string): string {
  if (!uuid.safeParse(id).success) throw notFound();
  return id;
}

export const createFaceScan = apiEndpoint({
  schema: {
    tags,
    summary: 'Save a face scan’s measurements (and its 478 points if the user keeps them)',
    description:
      'Measured in the browser; the photo never leaves it and no field could carry it. Numbers ' +
      'out of range, a head turned past the limits, thirds that do not add up to 1, points that ' +
      'are not 478, or measurements that the points do not measure to: a 422 naming the problem. ' +
      'The server stamps the moment and stores the user’s day with it. An account keeps at most ' +
      `${MAX_FACE_SCANS} scans (409 beyond: delete older ones first).`,
    body: faceScanCreateSchema,
    response: { 201: faceScanSchema, ...errorResponses(400, 401, 409, 413, 415, 422, 429) },
  },
  handler: async (request, reply, { settings, faceScans }) => {
    const user = apiUserOf(request);
    const now = Date.now();
    const scan = await faceScans.create(user.id, {
      ...request.body,
      completedAt: new Date(now).toISOString(),
      localDate: await userToday(settings, user, now),
    });
    return reply.code(201).send(scan);
  },
});

export const listFaceScans = apiEndpoint({
  schema: {
    tags,
    summary: "The user's face scans, newest first, a page at a time",
    description:
      'Without their points (`has_landmarks` says whether they were kept; read one scan for ' +
      'them). Give `next_cursor` back as `cursor` for the next page; a cursor not given by this ' +
      'list is a 400.',
    querystring: faceScanQuerySchema,
    response: { 200: faceScanPageSchema, ...errorResponses(400, 401, 422) },
  },
  handler: async (request, _reply, { faceScans }) => {
    const user = apiUserOf(request);
    const { cursor, limit } = request.query;
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    return faceScans.list(user.id, { limit, after });
  },
});

export const readFaceScan = apiEndpoint({
  schema: {
    tags,
    summary: 'One of the user’s face scans, with its points when they were kept',
    params: scanParams,
    response: { 200: faceScanSchema, ...errorResponses(401, 404) },
  },
  handler: async (request, _reply, { faceScans }) => {
    const user = apiUserOf(request);
    const scan = await faceScans.find(user.id, scanIdOf(request.params.id));
    if (!scan) throw notFound();
    return scan;
  },
});

export const deleteFaceScan = apiEndpoint({
  schema: {
    tags,
    summary: 'Delete a face scan',
    params: scanParams,
    response: { 204: z.null(), ...errorResponses(401, 404, 429) },
  },
  handler: async (request, reply, { faceScans }) => {
    const user = apiUserOf(request);
    if (!(await faceScans.remove(user.id, scanIdOf(request.params.id)))) throw notFound();
    return reply.code(204).send(null);
  },
});
