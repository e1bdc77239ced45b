/**
 * A time-weighted moving average of dated entries (docs/physical.md): each entry's average is the
 * mean of the trend line over the window ending at it, the line drawn straight between
 * consecutive entries (trapezoidal, "linear" time weighting) and weighted by the time each piece
 * covers, so that three weigh-ins in two days do not outweigh a week with one. Gaps are respected:
 * two entries further apart than `maxGapDays` are not joined (nothing is invented across a
 * holiday), so the first entry after a gap starts afresh at its own value.
 */

export interface DatedValue {
  /** A local date, YYYY-MM-DD. */
  date: string;
  value: number;
}

export interface MovingAverageOptions {
  /** Days the average looks back over. */
  windowDays: number;
  /** Entries further apart than this are not joined. */
  maxGapDays: number;
}

export const DEFAULT_MOVING_AVERAGE: MovingAverageOptions = { windowDays: 7, maxGapDays: 14 };

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * Each entry (sorted by date, one per date) with its moving average. An entry without a joined
 * neighbour inside its window averages to its own value.
 */
export function timeWeightedMovingAverage(
  entries: readonly DatedValue[],
  options: MovingAverageOptions = DEFAULT_MOVING_AVERAGE,
): (DatedValue & { average: number })[] {
  const days = entries.map((entry) => dayNumber(entry.date));
  return entries.map((entry, index) => {
    const end = days[index]!;
    const start = end - options.windowDays;
    let area = 0;
    let covered = 0;
    // Walk back over the pieces ending at this entry until the window or a gap stops it.
    for (let right = index; right > 0; right -= 1) {
      const left = right - 1;
      const leftDay = days[left]!;
      const rightDay = days[right]!;
      if (rightDay - leftDay > options.maxGapDays) break;
      if (rightDay <= start) break;
      const leftValue = entries[left]!.value;
      const rightValue = entries[right]!.value;
      // Clip the piece to the window, interpolating the value where the window begins.
      const from = Math.max(leftDay, start);
      const fromValue =
        from === leftDay
          ? leftValue
          : leftValue + ((rightValue - leftValue) * (from - leftDay)) / (rightDay - leftDay);
      const width = rightDay - from;
      area += ((fromValue + rightValue) / 2) * width;
      covered += width;
      if (leftDay <= start) break;
    }
    return { ...entry, average: covered > 0 ? area / covered : entry.value };
  });
}
