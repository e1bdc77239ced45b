/** A habit's day marked done, skipped or with an amount; and every habit's marks over a range. */
import {
  habitMarkListSchema,
  habitMarkSchema,
  habitMarkUpsertSchema,
  localDateRangeSchema,
  localDateSchema,
} from '@ascend/contracts';
import { z } from 'zod';
import { apiEndpoint } from '../../http/api-route.js';
import { apiUserOf } from '../../http/authenticate.js';
import { errorResponses } from '../../http/error-responses.js';
import { refuseFutureDate, userToday } from '../user-day.js';
import { markView } from './habit-view.js';

const tags = ['tracking'];
const markParams = z.strictObject({ id: z.uuid(), date: localDateSchema });

/** Two years and a day, as for check-ins. */
const MAX_RANGE_DAYS = 731;

export const putHabitMark = apiEndpoint({
  schema: {
    tags,
    summary: "Mark one of the user's days of a habit: done, skipped, or an amount",
    description:
      'Yes/no habits take `done` or `skipped`; measurable ones `value` or `skipped` (else 422). ' +
      'A date after the user’s today is a 422; an archived habit a 409.',
    params: markParams,
    body: habitMarkUpsertSchema,
    response: { 200: habitMarkSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
  },
  handler: async (request, _reply, { settings, habits }) => {
    const user = apiUserOf(request);
    const { id, date } = request.params;
    refuseFutureDate(date, await userToday(settings, user), ['params', 'date']);
    return markView(await habits.setMark(user.id, id, date, request.body));
  },
});

export const deleteHabitMark = apiEndpoint({
  schema: {
    tags,
    summary: 'Leave a day of a habit open again',
    description: 'Clearing a day with no mark is fine; an archived habit is a 409.',
    params: markParams,
    response: { 204: z.null(), ...errorResponses(401, 404, 409, 422, 429) },
  },
  handler: async (request, reply, { settings, habits }) => {
    const user = apiUserOf(request);
    const { id, date } = request.params;
    refuseFutureDate(date, await userToday(settings, user), ['params', 'date']);
    await habits.clearMark(user.id, id, date);
    return reply.code(204).send(null);
  },
});

export const listHabitMarks = apiEndpoint({
  schema: {
    tags,
    summary: 'The marks of all the user’s habits (archived ones too) over a range of days',
    description: `Both ends included; at most ${MAX_RANGE_DAYS} days.`,
    querystring: localDateRangeSchema(MAX_RANGE_DAYS),
    response: { 200: habitMarkListSchema, ...errorResponses(401, 422) },
  },
  handler: async (request, _reply, { habits }) => {
    const user = apiUserOf(request);
    const { from, to } = request.query;
    return { marks: (await habits.listMarks(user.id, from, to)).map(markView) };
  },
});
