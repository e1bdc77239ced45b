/**
 * `/api/v1/scans/cognitive`: the user's cognitive test results (issue 17), taken, listed, read and
 * deleted. The summary sent is checked against the trials by the contracts' schema (a 422 when it
 * disagrees or the trials cannot be a test), and the one stored is the server's own scoring.
 */
import {
  cognitiveResultCreateSchema,
  cognitiveResultPageSchema,
  cognitiveResultQuerySchema,
  cognitiveResultSchema,
  scoreCognitiveTrials,
} from '@ascend/contracts';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import { apiEndpoint } from '../http/api-route.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import { userToday } from '../tracking/user-day.js';
import { decodeCursor } from './cognitive-cursor.js';

const tags = ['scans'];

/** Any text: an id that is no UUID names no result (404), like an unknown one. */
const resultParams = z.strictObject({
  id: z.string().meta({ description: 'The result’s id (a UUID)', format: 'uuid' }),
});
const uuid = z.uuid();
const notFound = () => new ApiError(404, 'No such test result');

function resultIdOf(id: string): string {
  if (!uuid.safeParse(id).success) throw notFound();
  return id;
}

export const createCognitiveResult = apiEndpoint({
  schema: {
    tags,
    summary: 'Store a finished cognitive test: its raw trials and summary',
    description:
      'The trials must follow the test’s procedure (trial counts, time ranges: a reaction time ' +
      'under 100 ms or over 5 s is refused as a trial and repeated) and the summary must be the ' +
      'one they score to; otherwise a 422 naming the problem. The server scores the trials ' +
      'itself, stamps the moment, and stores the user’s day (time zone and day start) with it.',
    body: cognitiveResultCreateSchema,
    response: { 201: cognitiveResultSchema, ...errorResponses(400, 401, 413, 415, 422, 429) },
  },
  handler: async (request, reply, { settings, cognitiveResults }) => {
    const user = apiUserOf(request);
    const { kind, device, trials } = request.body;
    const scored = scoreCognitiveTrials({ kind, trials } as Parameters<
      typeof scoreCognitiveTrials
    >[0]);
    // The schema has scored these very trials; this cannot fail, but the stored summary is ours.
    if (!scored.ok) throw new ApiError(422, scored.problem);
    const now = Date.now();
    const result = await cognitiveResults.create(user.id, {
      kind,
      device,
      trials,
      summary: scored.summary,
      completedAt: new Date(now).toISOString(),
      localDate: await userToday(settings, user, now),
    });
    return reply.code(201).send(result);
  },
});

export const listCognitiveResults = apiEndpoint({
  schema: {
    tags,
    summary: "The user's cognitive test results, newest first, a page at a time",
    description:
      'Without their trials (read one result for those). `kind` keeps one test; give ' +
      '`next_cursor` back as `cursor` for the next page (with the same `kind`); a cursor not ' +
      'given by this list is a 400.',
    querystring: cognitiveResultQuerySchema,
    response: { 200: cognitiveResultPageSchema, ...errorResponses(400, 401, 422) },
  },
  handler: async (request, _reply, { cognitiveResults }) => {
    const user = apiUserOf(request);
    const { cursor, kind, limit } = request.query;
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    return cognitiveResults.list(user.id, { kind, limit, after });
  },
});

export const readCognitiveResult = apiEndpoint({
  schema: {
    tags,
    summary: 'One of the user’s cognitive test results, with its raw trials',
    params: resultParams,
    response: { 200: cognitiveResultSchema, ...errorResponses(401, 404) },
  },
  handler: async (request, _reply, { cognitiveResults }) => {
    const user = apiUserOf(request);
    const result = await cognitiveResults.find(user.id, resultIdOf(request.params.id));
    if (!result) throw notFound();
    return result;
  },
});

export const deleteCognitiveResult = apiEndpoint({
  schema: {
    tags,
    summary: 'Delete a cognitive test result',
    params: resultParams,
    response: { 204: z.null(), ...errorResponses(401, 404, 429) },
  },
  handler: async (request, reply, { cognitiveResults }) => {
    const user = apiUserOf(request);
    if (!(await cognitiveResults.remove(user.id, resultIdOf(request.params.id)))) {
      throw notFound();
    }
    return reply.code(204).send(null);
  },
});
