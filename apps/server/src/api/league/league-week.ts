/**
 * The league's weeks: Monday to Sunday in UTC (self-optimisation.md, "Ranking"), named by their
 * Monday as `YYYY-MM-DD`, the same key progress writes into `weekly_points.week_start`.
 *
 * Worked out with UTC date arithmetic (progress's `utcWeekStart`), not the contracts' time-zone
 * aware calendar helpers: every league read asks for both weeks, and a time zone's offset lookup
 * cost more than the rest of a page's work in JavaScript.
 */
import type { LocalDate } from '@ascend/contracts';
import { utcWeekStart } from '../progress/activity-events.js';

const WEEK_MS = 7 * 86_400_000;

export function currentWeekStart(now = Date.now()): LocalDate {
  return utcWeekStart(new Date(now));
}

export function previousWeekStart(now = Date.now()): LocalDate {
  return utcWeekStart(new Date(now - WEEK_MS));
}
