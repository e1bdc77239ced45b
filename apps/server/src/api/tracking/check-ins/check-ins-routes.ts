/** `/api/v1/check-ins`: the user's daily check-in, by local date. */
import {
  checkInFieldsSchema,
  checkInListSchema,
  checkInSchema,
  localDateRangeSchema,
  localDateSchema,
} from '@ascend/contracts';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { apiEndpoint } from '../../http/api-route.js';
import { apiUserOf } from '../../http/authenticate.js';
import { errorResponses } from '../../http/error-responses.js';
import { refuseFutureDate, userToday } from '../user-day.js';

const tags = ['tracking'];
const dayParams = z.strictObject({ date: localDateSchema });

/** Two years and a day: a chart of two whole years, leap day included. */
const MAX_RANGE_DAYS = 731;

export const upsertCheckIn = apiEndpoint({
  schema: {
    tags,
    summary: "Record or change the check-in of one of the user's days",
    description:
      'Fields given replace the stored ones, `null` clears one, fields not given are kept. A check-in ' +
      'left with no field at all is removed, and the answer is then 204. A date after the user’s ' +
      'today (their time zone and day start) is a 422.',
    params: dayParams,
    body: checkInFieldsSchema,
    response: { 200: checkInSchema, 204: z.null(), ...errorResponses(400, 401, 422, 429) },
  },
  handler: async (request, reply, { settings, checkIns }) => {
    const user = apiUserOf(request);
    const { date } = request.params;
    refuseFutureDate(date, await userToday(settings, user), ['params', 'date']);
    const checkIn = await checkIns.upsert(user.id, date, request.body);
    return checkIn ?? reply.code(204).send(null);
  },
});

export const deleteCheckIn = apiEndpoint({
  schema: {
    tags,
    summary: "Remove the check-in of one of the user's days",
    params: dayParams,
    response: { 204: z.null(), ...errorResponses(401, 404, 422, 429) },
  },
  handler: async (request, reply, { checkIns }) => {
    const user = apiUserOf(request);
    if (!(await checkIns.remove(user.id, request.params.date))) {
      throw new ApiError(404, 'No check-in on that day');
    }
    return reply.code(204).send(null);
  },
});

export const listCheckIns = apiEndpoint({
  schema: {
    tags,
    summary: "The user's check-ins of a range of days, oldest first",
    description: `Both ends included; at most ${MAX_RANGE_DAYS} days.`,
    querystring: localDateRangeSchema(MAX_RANGE_DAYS),
    response: { 200: checkInListSchema, ...errorResponses(401, 422) },
  },
  handler: async (request, _reply, { checkIns }) => {
    const user = apiUserOf(request);
    const { from, to } = request.query;
    // Not through the read cache: its keys would be the caller's ranges, without bound.
    return { check_ins: await checkIns.listRange(user.id, from, to) };
  },
});
