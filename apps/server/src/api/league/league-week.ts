/**
 * The league's weeks: Monday to Sunday in UTC (self-optimisation.md, "Ranking"), named by their
 * Monday as `YYYY-MM-DD`, the same key progress writes into `weekly_points.week_start`.
 */
import { addLocalDays, weekStartOf, type LocalDate } from '@ascend/contracts';

export function currentWeekStart(now = Date.now()): LocalDate {
  return weekStartOf(new Date(now).toISOString().slice(0, 10));
}

export function previousWeekStart(now = Date.now()): LocalDate {
  return addLocalDays(currentWeekStart(now), -7);
}
