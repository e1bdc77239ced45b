import { z } from 'zod';
import { POINTS_RULE_KINDS } from '../progress.js';
import { CHECK_IN_METRICS } from './check-ins.js';
import { localDateSchema } from './local-date.js';

/** What the overview's weekly chart can draw: the day's points, habits done, or a check-in metric. */
export const OVERVIEW_CHART_METRICS = ['points', 'habits_done', ...CHECK_IN_METRICS] as const;
export const overviewChartMetricSchema = z.enum(OVERVIEW_CHART_METRICS);
export type OverviewChartMetric = z.infer<typeof overviewChartMetricSchema>;

export const overviewQuerySchema = z.strictObject({
  metric: overviewChartMetricSchema.default('points'),
});

const change = z.object({ current: z.number().int(), previous: z.number().int() });
const fraction = z.object({ done: z.number(), scheduled: z.number() });

/** An activity event of the user's own, newest first: what "recent activity" lists. */
export const activityItemSchema = z.object({
  /** What earned points, or an achievement unlocked. */
  kind: z.enum([...POINTS_RULE_KINDS, 'achievement']),
  date: localDateSchema,
  /** The habit's name or the entry's title, shown as text; an achievement's key. */
  label: z.string().nullable(),
  at: z.string(),
});

/** `GET /api/v1/overview`: every figure the overview shows, in one request. */
export const overviewSchema = z.object({
  /** The user's today (time zone and day-start hour), which every figure below is relative to. */
  today: localDateSchema,
  week_start: localDateSchema,
  /** Scans and tests this month against last month, counted by the user's day each was taken. */
  scans: change,
  /** Days with any record (check-in, habit mark, diary entry) this month against last month. */
  active_days: change,
  /** Scheduled habit-days done ÷ scheduled this week, so far (today included). */
  week_progress: fraction,
  goals: z.object({
    /** Today's habits done / due today. */
    daily: fraction,
    /** The week's habit completion. */
    weekly: fraction,
    /** Active days / days in the month. */
    monthly: fraction,
  }),
  chart: z.object({
    metric: overviewChartMetricSchema,
    /** The last 7 days, oldest first; `null` where there is nothing recorded. */
    days: z.array(z.object({ date: localDateSchema, value: z.number().nullable() })),
  }),
  points: z.object({ today: z.number().int(), week: z.number().int(), total: z.number().int() }),
  recent_activity: z.array(activityItemSchema),
  /** Nothing recorded yet: the overview shows the first step instead of empty figures. */
  is_new_user: z.boolean(),
  has_checked_in_today: z.boolean(),
});
export type Overview = z.infer<typeof overviewSchema>;
