/** The middle value (mean of the two middle ones for an even count); `null` for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Milliseconds to a tenth: `performance.now()` gives fractions far finer than any screen or input
 * device can honour, and a summary read by people needs none of them.
 */
export function tenthOfMs(value: number): number {
  return Math.round(value * 10) / 10;
}
