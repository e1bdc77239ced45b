/** `/api/v1/habits/:id/pauses`: planned pauses, days on which a habit's score and streak stand still. */
import { habitPauseCreateSchema, habitPauseSchema } from '@ascend/contracts';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { apiEndpoint } from '../../http/api-route.js';
import { apiUserOf } from '../../http/authenticate.js';
import { errorResponses } from '../../http/error-responses.js';
import { pauseView } from './habit-view.js';

const tags = ['tracking'];

export const createHabitPause = apiEndpoint({
  schema: {
    tags,
    summary: 'Pause a habit over a range of days, both included (future days too)',
    description:
      'A range overlapping another pause of the habit, or a pause of an archived habit, is a 409.',
    params: z.strictObject({ id: z.uuid() }),
    body: habitPauseCreateSchema,
    response: { 201: habitPauseSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
  },
  handler: async (request, reply, { habits }) => {
    const user = apiUserOf(request);
    const { from, to } = request.body;
    const pause = await habits.addPause(user.id, request.params.id, from, to);
    return reply.code(201).send(pauseView(pause));
  },
});

export const deleteHabitPause = apiEndpoint({
  schema: {
    tags,
    summary: 'Remove a pause of a habit',
    params: z.strictObject({ id: z.uuid(), pauseId: z.uuid() }),
    response: { 204: z.null(), ...errorResponses(401, 404, 422, 429) },
  },
  handler: async (request, reply, { habits }) => {
    const user = apiUserOf(request);
    const { id, pauseId } = request.params;
    if (!(await habits.removePause(user.id, id, pauseId))) {
      throw new ApiError(404, 'No such pause');
    }
    return reply.code(204).send(null);
  },
});
