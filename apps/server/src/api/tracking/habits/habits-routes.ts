/** `/api/v1/habits`: the user's habits, with their pauses and stats as of the user's today. */
import {
  habitCreateSchema,
  habitListSchema,
  habitOrderSchema,
  habitSchema,
  habitUpdateSchema,
  type HabitList,
} from '@ascend/contracts';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { apiEndpoint, cachedAnswer } from '../../http/api-route.js';
import { apiUserOf } from '../../http/authenticate.js';
import { errorResponses } from '../../http/error-responses.js';
import { refuseFutureDate, userToday } from '../user-day.js';
import { habitView, habitViews } from './habit-view.js';

const tags = ['tracking'];
const habitParams = z.strictObject({ id: z.uuid() });

const listQuery = z.strictObject({
  include_archived: z
    .enum(['true', 'false'])
    .default('false')
    .describe('`true` lists archived habits too, after the active ones'),
});

export const listHabits = apiEndpoint({
  schema: {
    tags,
    summary: "The user's habits: active ones by position, with pauses and stats as of today",
    querystring: listQuery,
    response: { 200: habitListSchema, ...errorResponses(401, 422) },
  },
  handler: async (request, _reply, { database, settings, habits }) => {
    const user = apiUserOf(request);
    const today = await userToday(settings, user);
    const includeArchived = request.query.include_archived === 'true';
    // Stats read every mark: remembered (SQLite) until the user's rows change or the day does
    // (only today's are kept).
    const answer = await database.readCache.read(
      user.id,
      `habits:${includeArchived}`,
      async () => {
        const stored = await habits.list(user.id, { includeArchived });
        return { habits: habitViews(stored.habits, stored.pauses, stored.marks, today) };
      },
      { day: today },
    );
    return cachedAnswer<HabitList>(answer);
  },
});

export const createHabit = apiEndpoint({
  schema: {
    tags,
    summary: 'Create a habit, last in the list',
    description:
      'Starts on `start_date`, the user’s today when not given (not a later day). At most 100 ' +
      'active habits: one more is a 409.',
    body: habitCreateSchema,
    response: { 201: habitSchema, ...errorResponses(400, 401, 409, 422, 429) },
  },
  handler: async (request, reply, { settings, habits }) => {
    const user = apiUserOf(request);
    const today = await userToday(settings, user);
    const startDate = request.body.start_date ?? today;
    refuseFutureDate(startDate, today, ['body', 'start_date']);
    const habit = await habits.create(user.id, request.body, startDate);
    return reply.code(201).send(habitView(habit, [], [], today));
  },
});

export const updateHabit = apiEndpoint({
  schema: {
    tags,
    summary: 'Edit a habit; `archived: true` archives it, `false` restores it (last in the list)',
    description: 'Its kind never changes; a yes/no habit takes no target or unit (422).',
    params: habitParams,
    body: habitUpdateSchema,
    response: { 200: habitSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
  },
  handler: async (request, _reply, { settings, habits }) => {
    const user = apiUserOf(request);
    const today = await userToday(settings, user);
    await habits.update(user.id, request.params.id, request.body);
    const stored = await habits.find(user.id, request.params.id);
    if (!stored) throw new ApiError(404, 'No such habit');
    return habitView(stored.habit, stored.pauses, stored.marks, today);
  },
});

export const deleteHabit = apiEndpoint({
  schema: {
    tags,
    summary: 'Delete a habit for good, with all its marks and pauses (archive it to keep them)',
    params: habitParams,
    response: { 204: z.null(), ...errorResponses(401, 404, 422, 429) },
  },
  handler: async (request, reply, { habits }) => {
    const user = apiUserOf(request);
    if (!(await habits.remove(user.id, request.params.id))) {
      throw new ApiError(404, 'No such habit');
    }
    return reply.code(204).send(null);
  },
});

export const reorderHabits = apiEndpoint({
  schema: {
    tags,
    summary: 'Put the active habits in a new order',
    description:
      '`ids` must list every active habit exactly once (else 422). Answers the new list.',
    body: habitOrderSchema,
    response: { 200: habitListSchema, ...errorResponses(400, 401, 422, 429) },
  },
  handler: async (request, _reply, { settings, habits }) => {
    const user = apiUserOf(request);
    await habits.reorder(user.id, request.body.ids);
    const [today, stored] = await Promise.all([
      userToday(settings, user),
      habits.list(user.id, { includeArchived: false }),
    ]);
    return { habits: habitViews(stored.habits, stored.pauses, stored.marks, today) };
  },
});
