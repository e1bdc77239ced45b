/**
 * `/api/v1/physical/exercises`: the library and the user's own exercises, searched and filtered;
 * the user's own created, replaced and deleted; and one exercise's history (its chart).
 */
import {
  exerciseListSchema,
  exerciseQuerySchema,
  exerciseSchema,
  userExerciseCreateSchema,
  userExerciseUpdateSchema,
} from '@ascend/contracts';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import { apiEndpoint } from '../http/api-route.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';

const tags = ['physical'];
const uuid = z.uuid();
const exerciseParams = z.strictObject({
  id: z.string().meta({ description: 'The exercise’s id (a UUID for your own)', format: 'uuid' }),
});
const notFound = () => new ApiError(404, 'No such exercise of yours');

/** The user's own exercise's id: anything else (a library slug included) names none of theirs. */
function ownExerciseId(id: string): string {
  if (!uuid.safeParse(id).success) throw notFound();
  return id;
}

export const listExercises = apiEndpoint({
  schema: {
    tags,
    summary: 'The exercise library and your own exercises, searched and filtered',
    description:
      '`q` matches every word in the English or Spanish name, blind to case and accents; ' +
      '`muscle` keeps exercises that work it (primary or secondary); `equipment`, `kind` and ' +
      '`source` (library or user) filter exactly.',
    querystring: exerciseQuerySchema,
    response: { 200: exerciseListSchema, ...errorResponses(400, 401, 422) },
  },
  handler: async (request, _reply, { physical }) => ({
    exercises: await physical.exercises.list(apiUserOf(request).id, request.query),
  }),
});

export const createExercise = apiEndpoint({
  schema: {
    tags,
    summary: 'Add an exercise of your own (private to you)',
    body: userExerciseCreateSchema,
    response: { 201: exerciseSchema, ...errorResponses(400, 401, 409, 413, 415, 422, 429) },
  },
  handler: async (request, reply, { physical }) => {
    const exercise = await physical.exercises.create(apiUserOf(request).id, request.body);
    return reply.code(201).send(exercise);
  },
});

export const updateExercise = apiEndpoint({
  schema: {
    tags,
    summary: 'Replace one of your exercises',
    description: 'Its kind cannot change while sets record it (409).',
    params: exerciseParams,
    body: userExerciseUpdateSchema,
    response: { 200: exerciseSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429) },
  },
  handler: async (request, _reply, { physical }) =>
    physical.exercises.update(
      apiUserOf(request).id,
      ownExerciseId(request.params.id),
      request.body,
    ),
});

export const deleteExercise = apiEndpoint({
  schema: {
    tags,
    summary: 'Delete one of your exercises',
    description: 'Refused (409) while sets record it.',
    params: exerciseParams,
    response: { 204: z.null(), ...errorResponses(401, 404, 409, 429) },
  },
  handler: async (request, reply, { physical }) => {
    await physical.exercises.remove(apiUserOf(request).id, ownExerciseId(request.params.id));
    return reply.code(204).send(null);
  },
});
