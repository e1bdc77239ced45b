import { z } from 'zod';
import { CHECK_IN_METRICS } from './tracking/check-ins.js';
import { localDateSchema } from './tracking/local-date.js';

/**
 * The insights' windows (self-optimisation.md, Insights): a metric's baseline is its last
 * INSIGHT_RECENT_DAYS against the INSIGHT_PREVIOUS_DAYS before; correlations read both together.
 */
export const INSIGHT_RECENT_DAYS = 14;
export const INSIGHT_PREVIOUS_DAYS = 60;
/** A pair of metrics is correlated only over at least this many paired days. */
export const INSIGHT_MIN_PAIRED_DAYS = 14;

/** What a baseline or a correlation is about: a check-in metric, habits done per day, or a habit. */
export const insightMetricSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('check_in'), metric: z.enum(CHECK_IN_METRICS) }),
  z.object({ kind: z.literal('habits_done') }),
  /** Done (1) or not (0) on each day the habit was due and neither skipped nor paused. */
  z.object({ kind: z.literal('habit'), habit_id: z.uuid(), name: z.string() }),
]);
export type InsightMetric = z.infer<typeof insightMetricSchema>;

const summarySchema = z.object({ mean: z.number(), median: z.number(), days: z.number().int() });

export const insightBaselineSchema = z.object({
  metric: insightMetricSchema,
  /** The last 14 days (today included); null when nothing was recorded then. SI units. */
  recent: summarySchema.nullable(),
  /** The 60 days before those. */
  previous: summarySchema.nullable(),
  /** The recent median against the earlier one; null when a period is empty. */
  change: z.enum(['higher', 'lower', 'steady']).nullable(),
});
export type InsightBaseline = z.infer<typeof insightBaselineSchema>;

export const insightConfidenceSchema = z.enum(['high', 'medium', 'low']);
export type InsightConfidence = z.infer<typeof insightConfidenceSchema>;

/**
 * A correlation worth a sentence: `a` on a day against `b` on the same day (lag 0) or the next
 * (lag 1). The sentence reads "on days (after) a is `threshold` or more, b is higher/lower", the
 * direction from the sign of `r`; the means of b on those days and on the others are what the
 * page's chart draws (SI units).
 */
export const insightFindingSchema = z.object({
  a: insightMetricSchema,
  b: insightMetricSchema,
  lag: z.union([z.literal(0), z.literal(1)]),
  /** Spearman's rho. */
  r: z.number().min(-1).max(1),
  /** Two-sided p-value (t approximation with n − 2 degrees of freedom). */
  p: z.number().min(0).max(1),
  /** `p` adjusted for every pair tested (Benjamini–Hochberg): the false discovery rate. */
  q: z.number().min(0).max(1),
  /** Paired days. */
  n: z.number().int(),
  confidence: insightConfidenceSchema,
  threshold: z.number(),
  b_mean_at_or_above: z.number(),
  b_mean_below: z.number(),
});
export type InsightFinding = z.infer<typeof insightFindingSchema>;

/** `GET /api/v1/insights`: the user's baselines and strongest correlations, as of their today. */
export const insightsSchema = z.object({
  today: localDateSchema,
  /** The first day read (INSIGHT_RECENT_DAYS + INSIGHT_PREVIOUS_DAYS days up to today). */
  from: localDateSchema,
  /** Days of the window with any check-in value or habit mark. */
  days_recorded: z.number().int(),
  /** Days still to record before the first correlation can be computed (0 once there are 14). */
  days_needed: z.number().int(),
  /** Findings are listed only below this adjusted p-value (`q`), strongest |r| first. */
  q_threshold: z.number(),
  /** Pairs whose correlation was computed and adjusted for together. */
  pairs_tested: z.number().int(),
  baselines: z.array(insightBaselineSchema),
  findings: z.array(insightFindingSchema),
});
export type Insights = z.infer<typeof insightsSchema>;
