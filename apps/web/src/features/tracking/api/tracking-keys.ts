/**
 * The query keys of tracking data. Every key starts with `['user', userId]`, the prefix the app
 * keeps and forgets per user (lib/user-query-provider.tsx, app/user-data-lifecycle.tsx); ranges
 * are part of the key, so a write can find every cached range that holds its date.
 */
import type { LocalDate } from '@ascend/contracts';

export interface DateRange {
  from: LocalDate;
  to: LocalDate;
}

export const trackingKeys = {
  all: (userId: string) => ['user', userId, 'tracking'] as const,
  checkIns: (userId: string) => [...trackingKeys.all(userId), 'check-ins'] as const,
  checkInRange: (userId: string, { from, to }: DateRange) =>
    [...trackingKeys.checkIns(userId), from, to] as const,
  habits: (userId: string) => [...trackingKeys.all(userId), 'habits'] as const,
  habitList: (userId: string, includeArchived: boolean) =>
    [...trackingKeys.habits(userId), includeArchived ? 'with-archived' : 'active'] as const,
  habitMarks: (userId: string) => [...trackingKeys.all(userId), 'habit-marks'] as const,
  habitMarkRange: (userId: string, { from, to }: DateRange) =>
    [...trackingKeys.habitMarks(userId), from, to] as const,
  /** The overview (features/dashboard) reads the same records: a write makes it stale too. */
  overview: (userId: string) => ['user', userId, 'overview'] as const,
};

/** The range a range key names (its last two parts), or null for another key. */
export function rangeOfKey(key: readonly unknown[]): DateRange | null {
  const [from, to] = key.slice(-2);
  return typeof from === 'string' && typeof to === 'string' ? { from, to } : null;
}

export function rangeHolds(range: DateRange | null, date: LocalDate): boolean {
  return range !== null && range.from <= date && date <= range.to;
}

/** `?from=…&to=…` */
export function rangeQuery({ from, to }: DateRange): string {
  return new URLSearchParams({ from, to }).toString();
}
