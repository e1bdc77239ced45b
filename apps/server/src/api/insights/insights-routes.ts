/** `GET /api/v1/insights`: the user's baselines and strongest correlations, from their own days. */
import {
  INSIGHT_MIN_PAIRED_DAYS,
  INSIGHT_PREVIOUS_DAYS,
  INSIGHT_RECENT_DAYS,
  insightsSchema,
  type Insights,
} from '@ascend/contracts';
import { apiEndpoint, cachedAnswer } from '../http/api-route.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import { addDays, dayNumber } from '../tracking/day-numbers.js';
import { userToday } from '../tracking/user-day.js';
import { baselines, findings } from './insight-findings.js';
import { insightSeries } from './insight-series.js';
import { FINDING_Q_THRESHOLD } from './statistics.js';

export const readInsights = apiEndpoint({
  schema: {
    tags: ['insights'],
    summary: 'Baselines and correlations of the user’s own days',
    description:
      `Over the last ${INSIGHT_RECENT_DAYS + INSIGHT_PREVIOUS_DAYS} days (the user's local days, ` +
      `today included): each metric's baseline (the last ${INSIGHT_RECENT_DAYS} days against the ` +
      `${INSIGHT_PREVIOUS_DAYS} before), and Spearman correlations between metrics on the same ` +
      `day and the next, over at least ${INSIGHT_MIN_PAIRED_DAYS} paired days, listed when their ` +
      `two-sided p-value, adjusted for the number of pairs tested (Benjamini–Hochberg), is below ` +
      `${FINDING_Q_THRESHOLD}, strongest first. Statistics, not medical advice.`,
    response: { 200: insightsSchema, ...errorResponses(401) },
  },
  handler: async (request, _reply, { database, settings, checkIns, habits }) => {
    const user = apiUserOf(request);
    const today = await userToday(settings, user);
    // Remembered (SQLite) until a row of the user's tracking tables changes; keyed by the day,
    // so the first read of a new day computes afresh.
    const answer = await database.readCache.read(user.id, `insights:${today}`, async () => {
      const from = addDays(today, 1 - INSIGHT_RECENT_DAYS - INSIGHT_PREVIOUS_DAYS);
      const [checkInRows, habitRows] = await Promise.all([
        checkIns.listRange(user.id, from, today),
        habits.list(user.id, { includeArchived: false }),
      ]);
      const series = insightSeries({ checkIns: checkInRows, ...habitRows }, from, today);
      const recorded = new Set(
        series
          .filter(({ metric }) => metric.kind === 'check_in')
          .flatMap(({ values }) => [...values.keys()]),
      );
      for (const mark of habitRows.marks) {
        if (mark.date >= from && mark.date <= today) recorded.add(dayNumber(mark.date));
      }
      const found = findings(series);
      return {
        today,
        from,
        days_recorded: recorded.size,
        days_needed: Math.max(0, INSIGHT_MIN_PAIRED_DAYS - recorded.size),
        q_threshold: FINDING_Q_THRESHOLD,
        pairs_tested: found.tested,
        baselines: baselines(series, dayNumber(today) - INSIGHT_RECENT_DAYS + 1),
        findings: found.listed,
      } satisfies Insights;
    });
    return cachedAnswer<Insights>(answer);
  },
});
