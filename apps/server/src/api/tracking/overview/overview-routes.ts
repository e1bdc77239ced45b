/** `GET /api/v1/overview`: every figure the dashboard's overview shows, in one request. */
import { overviewQuerySchema, overviewSchema, type Overview } from '@ascend/contracts';
import { apiEndpoint, cachedAnswer } from '../../http/api-route.js';
import { apiUserOf } from '../../http/authenticate.js';
import { errorResponses } from '../../http/error-responses.js';
import { userDay } from '../user-day.js';
import { overviewFigures, recentFrom } from './overview-figures.js';
import { readOverviewRecords } from './overview-records.js';
import { scansThisAndLastMonth } from './scans-summary.js';

export const readOverview = apiEndpoint({
  schema: {
    tags: ['tracking'],
    summary: "The overview's figures, as of the user's today",
    description:
      'Active days, this week’s habit progress, the daily, weekly and monthly goals, the last 7 ' +
      'days of `metric` (points by default), points, recent activity. Week progress counts ' +
      'Monday to today; the weekly goal the whole week; an "N times a week" habit asks its ' +
      'quota in both.',
    querystring: overviewQuerySchema,
    response: { 200: overviewSchema, ...errorResponses(401, 422) },
  },
  handler: async (request, _reply, { database, settings }) => {
    const user = apiUserOf(request);
    const day = await userDay(settings, user);
    const { metric } = request.query;
    // Remembered (SQLite) until a row of the user's changes (db/read-cache/sqlite-user-changes.ts lists the
    // tables), for today only: the first read of a new day computes afresh and the last day's go.
    const answer = await database.readCache.read(
      user.id,
      `overview:${metric}`,
      async () => {
        const [records, scans] = await Promise.all([
          readOverviewRecords(database, user.id, {
            activeFrom: day.previousMonth.first,
            recentFrom: recentFrom(day),
            today: day.today,
            weekStart: day.weekStart,
            weekEnd: day.weekEnd,
          }),
          scansThisAndLastMonth(database, user.id, day),
        ]);
        return overviewFigures(records, day, metric, scans);
      },
      { day: day.today },
    );
    return cachedAnswer<Overview>(answer);
  },
});
