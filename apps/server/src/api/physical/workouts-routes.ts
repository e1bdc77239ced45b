/**
 * `/api/v1/physical/workouts`: sessions written whole (PUT with the client's id: the offline copy
 * of a session in progress is saved once however often it is sent), a set logged alone, read,
 * listed, deleted.
 */
import {
  setLogSchema,
  setLoggedSchema,
  workoutPageSchema,
  workoutQuerySchema,
  workoutSchema,
  workoutWriteSchema,
} from '@ascend/contracts';
import { z } from 'zod';
import { apiEndpoint } from '../http/api-route.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import { userToday } from '../tracking/user-day.js';
import { decodeWorkoutCursor } from './workout-cursor.js';
import { workoutNotFound } from './workouts-repository.js';

const tags = ['physical'];
const uuid = z.uuid();
const workoutParams = z.strictObject({
  id: z.string().meta({ description: 'The workout’s id (a UUID)', format: 'uuid' }),
});

function workoutIdOf(id: string): string {
  if (!uuid.safeParse(id).success) throw workoutNotFound();
  return id;
}

export const putWorkout = apiEndpoint({
  schema: {
    tags,
    summary: 'Create or replace a session, whole',
    description:
      'The id is the client’s (a UUID), so sending the same session again replaces it rather ' +
      'than adding one. Entries and sets keep the ids given (new ones are made for those ' +
      'without). Each exercise must be the library’s or yours, each set must hold what its ' +
      'exercise’s kind needs (load and reps, reps, a time or a distance), and a session holds ' +
      'at most 200 sets and lasts at most 24 hours (422). Another user’s workout id is a 404. ' +
      'Records are recomputed for every exercise the session touches.',
    params: workoutParams,
    body: workoutWriteSchema,
    response: {
      200: workoutSchema,
      201: workoutSchema,
      ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429),
    },
  },
  handler: async (request, reply, { physical, settings }) => {
    const user = apiUserOf(request);
    const id = workoutIdOf(request.params.id);
    const localDate = await userToday(settings, user, Date.parse(request.body.started_at));
    const { workout, created } = await physical.workouts.put(user.id, id, request.body, localDate);
    return reply.code(created ? 201 : 200).send(workout);
  },
});

export const logWorkoutSet = apiEndpoint({
  schema: {
    tags,
    summary: 'Log one set at the end of an exercise of a session',
    description:
      'Appended to `entry_id`, or to the session’s last entry of the exercise (a new entry when ' +
      'there is none). A set sent again with the same `id` answers the set as logged. The set ' +
      'comes back with its estimated 1RM and the records it made.',
    params: workoutParams,
    body: setLogSchema,
    response: { 201: setLoggedSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429) },
  },
  handler: async (request, reply, { physical }) => {
    const user = apiUserOf(request);
    const logged = await physical.workouts.logSet(
      user.id,
      workoutIdOf(request.params.id),
      request.body,
    );
    return reply.code(201).send(logged);
  },
});

export const readWorkout = apiEndpoint({
  schema: {
    tags,
    summary: 'One of your sessions with its exercises and sets',
    params: workoutParams,
    response: { 200: workoutSchema, ...errorResponses(401, 404) },
  },
  handler: async (request, _reply, { physical }) => {
    const workout = await physical.workouts.find(
      apiUserOf(request).id,
      workoutIdOf(request.params.id),
    );
    if (!workout) throw workoutNotFound();
    return workout;
  },
});

export const listWorkouts = apiEndpoint({
  schema: {
    tags,
    summary: 'Your sessions, newest first, a page at a time',
    querystring: workoutQuerySchema,
    response: { 200: workoutPageSchema, ...errorResponses(400, 401, 422) },
  },
  handler: async (request, _reply, { physical }) => {
    const { cursor, limit } = request.query;
    return physical.workouts.list(apiUserOf(request).id, {
      limit,
      after: cursor === undefined ? undefined : decodeWorkoutCursor(cursor),
    });
  },
});

export const deleteWorkout = apiEndpoint({
  schema: {
    tags,
    summary: 'Delete a session',
    description: 'Its sets’ records go with it; records of later sessions are recomputed.',
    params: workoutParams,
    response: { 204: z.null(), ...errorResponses(401, 404, 429) },
  },
  handler: async (request, reply, { physical }) => {
    const removed = await physical.workouts.remove(
      apiUserOf(request).id,
      workoutIdOf(request.params.id),
    );
    if (!removed) throw workoutNotFound();
    return reply.code(204).send(null);
  },
});
