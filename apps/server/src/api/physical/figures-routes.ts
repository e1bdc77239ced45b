/**
 * The physical area's reads of what the sets add up to: an exercise's history, every exercise's
 * bests, the weekly volume; and the body measurements by day (weight shared with the check-in).
 */
import {
  exerciseHistoryQuerySchema,
  exerciseHistorySchema,
  measurementListSchema,
  measurementQuerySchema,
  measurementSchema,
  measurementWriteSchema,
  personalRecordListSchema,
  volumeQuerySchema,
  weeklyVolumeSchema,
  localDateSchema,
  type ExerciseHistory,
  type WeeklyVolume,
} from '@ascend/contracts';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import { apiEndpoint, cachedAnswer } from '../http/api-route.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import { knownExercises } from './exercise-catalogue.js';

const tags = ['physical'];

export const readExerciseHistory = apiEndpoint({
  schema: {
    tags,
    summary: 'One exercise’s history: a point per session (estimated 1RM, volume) and its bests',
    description:
      'Sessions oldest first, within `from`–`to` (your days, both optional); the bests are of ' +
      'every session. Warm-up sets count for none of it. An exercise that is neither the ' +
      'library’s nor yours is a 404.',
    params: z.strictObject({ id: z.string().meta({ description: 'The exercise’s id' }) }),
    querystring: exerciseHistoryQuerySchema,
    response: { 200: exerciseHistorySchema, ...errorResponses(400, 401, 404, 422) },
  },
  handler: async (request, _reply, { database, physical }) => {
    const user = apiUserOf(request);
    const id = request.params.id.slice(0, 100);
    const { from, to } = request.query;
    // Remembered until a row of the user's changes (a set, a session's figures, an exercise of
    // theirs: sqlite-user-changes.ts lists the tables), and then read from the kept figures.
    const answer = await database.readCache.read(
      user.id,
      `physical:history:${id}:${from ?? ''}:${to ?? ''}`,
      async () => {
        const exercise = (await knownExercises(database.db, user.id, [id])).get(id);
        return exercise ? physical.figures.history(user.id, exercise, request.query) : null;
      },
    );
    if (!answer) throw new ApiError(404, 'No such exercise');
    // Its sessions are kept points (JSON each), which the route's serialiser writes as they are
    // (exerciseHistoryJson, api-plugin.ts): the contract's answer once written.
    return cachedAnswer(answer) as unknown as ExerciseHistory;
  },
});

export const listPersonalRecords = apiEndpoint({
  schema: {
    tags,
    summary: 'Your current bests, per exercise',
    description:
      'Estimated 1RM, heaviest weight, best session volume, longest time or distance, each with ' +
      'the set that first reached it.',
    response: { 200: personalRecordListSchema, ...errorResponses(401) },
  },
  handler: async (request, _reply, { physical }) => ({
    records: await physical.figures.records(apiUserOf(request).id),
  }),
});

export const readWeeklyVolume = apiEndpoint({
  schema: {
    tags,
    summary: 'Working sets and tonnage per muscle group, per week',
    description:
      'Every week (Monday start) from the week of `from` to the week of `to` (at most 380 days); ' +
      'a set counts for its exercise’s primary muscles.',
    querystring: volumeQuerySchema,
    response: { 200: weeklyVolumeSchema, ...errorResponses(400, 401, 422) },
  },
  handler: async (request, _reply, { database, physical }) => {
    const user = apiUserOf(request);
    const { from, to } = request.query;
    // Remembered until a row of the user's changes, as the history is.
    const answer = await database.readCache.read(user.id, `physical:volume:${from}:${to}`, () =>
      physical.figures.weeklyVolume(user.id, from, to),
    );
    return cachedAnswer<WeeklyVolume>(answer);
  },
});

export const listMeasurements = apiEndpoint({
  schema: {
    tags,
    summary: 'Your body measurements by day, oldest first',
    description:
      'Weight is the check-in’s weight of that day (one record). At most ten years a read.',
    querystring: measurementQuerySchema,
    response: { 200: measurementListSchema, ...errorResponses(400, 401, 422) },
  },
  handler: async (request, _reply, { physical }) => ({
    measurements: await physical.measurements.list(
      apiUserOf(request).id,
      request.query.from,
      request.query.to,
    ),
  }),
});

const dateParams = z.strictObject({ date: localDateSchema });

export const putMeasurement = apiEndpoint({
  schema: {
    tags,
    summary: 'Record measures of a day',
    description:
      'The measures given replace that day’s; `null` clears one. Weight is written to the ' +
      'day’s check-in (the tracking page shows the same value).',
    params: dateParams,
    body: measurementWriteSchema,
    response: { 200: measurementSchema, ...errorResponses(400, 401, 413, 415, 422, 429) },
  },
  handler: async (request, _reply, { physical }) =>
    physical.measurements.put(apiUserOf(request).id, request.params.date, request.body),
});

export const deleteMeasurement = apiEndpoint({
  schema: {
    tags,
    summary: 'Clear every measure of a day (the check-in’s weight included)',
    params: dateParams,
    response: { 204: z.null(), ...errorResponses(401, 404, 422, 429) },
  },
  handler: async (request, reply, { physical }) => {
    if (!(await physical.measurements.remove(apiUserOf(request).id, request.params.date))) {
      throw new ApiError(404, 'No measures on that day');
    }
    return reply.code(204).send(null);
  },
});
