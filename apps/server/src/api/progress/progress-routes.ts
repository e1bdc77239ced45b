/** `/api/v1/progress`: the user's level, points, achievements and best streaks. */
import { achievementsSeenSchema, progressSchema, type Progress } from '@ascend/contracts';
import { z } from 'zod';
import { apiEndpoint, cachedAnswer } from '../http/api-route.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import { userToday } from '../tracking/user-day.js';
import { utcWeekStart } from './activity-events.js';
import { markAchievementsSeen, progressSummary } from './progress-summary.js';

const tags = ['progress'];

export const readProgress = apiEndpoint({
  schema: {
    tags,
    summary: "The user's level, points, achievements and best streaks, with the rules behind them",
    description:
      'Points come from activity events (a check-in 10, a habit day done 5, a diary entry 5, a ' +
      'scan or test 15, a personal record 20, an achievement its bonus); `points.today` is the ' +
      'user’s local day, `points.week` the league week (Monday to Sunday, UTC). An achievement ' +
      'whose `seen` is false has not had its unlock toast shown yet.',
    response: { 200: progressSchema, ...errorResponses(401) },
  },
  handler: async (request, _reply, { database, settings }) => {
    const user = apiUserOf(request);
    const today = await userToday(settings, user);
    const now = new Date();
    // Remembered (SQLite) until a row of the user's changes; the key holds the day and the week.
    const answer = await database.readCache.read(
      user.id,
      `progress:${today}:${utcWeekStart(now)}`,
      () => progressSummary(database.db, user.id, { today, now }),
    );
    return cachedAnswer<Progress>(answer);
  },
});

export const markAchievementsSeenRoute = apiEndpoint({
  schema: {
    tags,
    summary: 'Record that the unlock toasts of these achievements were shown',
    description: 'Keys that are not unlocked, or already seen, are left as they are.',
    body: achievementsSeenSchema,
    response: { 204: z.null(), ...errorResponses(400, 401, 422, 429) },
  },
  handler: async (request, reply, { database }) => {
    const user = apiUserOf(request);
    await markAchievementsSeen(database.db, user.id, request.body.keys);
    return reply.code(204).send(null);
  },
});
