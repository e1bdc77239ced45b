/** `/api/v1/physical/routines`: templates of exercises to start a session from. */
import { routineListSchema, routineSchema, routineWriteSchema } from '@ascend/contracts';
import { z } from 'zod';
import { apiEndpoint } from '../http/api-route.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import { routineNotFound } from './routines-repository.js';

const tags = ['physical'];
const uuid = z.uuid();
const routineParams = z.strictObject({
  id: z.string().meta({ description: 'The routine’s id (a UUID)', format: 'uuid' }),
});

function routineIdOf(id: string): string {
  if (!uuid.safeParse(id).success) throw routineNotFound();
  return id;
}

export const listRoutines = apiEndpoint({
  schema: {
    tags,
    summary: 'Your routines, by name',
    response: { 200: routineListSchema, ...errorResponses(401) },
  },
  handler: async (request, _reply, { physical }) => ({
    routines: await physical.routines.list(apiUserOf(request).id),
  }),
});

export const createRoutine = apiEndpoint({
  schema: {
    tags,
    summary: 'Create a routine',
    description: 'Each exercise must be the library’s or yours (422); at most 100 routines (409).',
    body: routineWriteSchema,
    response: { 201: routineSchema, ...errorResponses(400, 401, 409, 413, 415, 422, 429) },
  },
  handler: async (request, reply, { physical }) => {
    const routine = await physical.routines.create(apiUserOf(request).id, request.body);
    return reply.code(201).send(routine);
  },
});

export const readRoutine = apiEndpoint({
  schema: {
    tags,
    summary: 'One of your routines',
    params: routineParams,
    response: { 200: routineSchema, ...errorResponses(401, 404) },
  },
  handler: async (request, _reply, { physical }) => {
    const routine = await physical.routines.find(
      apiUserOf(request).id,
      routineIdOf(request.params.id),
    );
    if (!routine) throw routineNotFound();
    return routine;
  },
});

export const updateRoutine = apiEndpoint({
  schema: {
    tags,
    summary: 'Replace a routine, whole',
    params: routineParams,
    body: routineWriteSchema,
    response: { 200: routineSchema, ...errorResponses(400, 401, 404, 413, 415, 422, 429) },
  },
  handler: async (request, _reply, { physical }) =>
    physical.routines.update(apiUserOf(request).id, routineIdOf(request.params.id), request.body),
});

export const deleteRoutine = apiEndpoint({
  schema: {
    tags,
    summary: 'Delete a routine',
    description: 'Sessions started from it keep their sets.',
    params: routineParams,
    response: { 204: z.null(), ...errorResponses(401, 404, 429) },
  },
  handler: async (request, reply, { physical }) => {
    if (!(await physical.routines.remove(apiUserOf(request).id, routineIdOf(request.params.id)))) {
      throw routineNotFound();
    }
    return reply.code(204).send(null);
  },
});
