/**
 * A test's results over time (recharts). Its own chunk, loaded by the history panel only. Colours
 * are the theme's CSS variables; the drawing is hidden from screen readers (the panel has a table).
 */
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface HistoryPoint {
  /** The result's local date and position, so two results on one day stay apart. */
  label: string;
  value: number;
}

const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };

export default function HistoryChart({
  points,
  formatValue,
}: {
  points: readonly HistoryPoint[];
  formatValue: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart
        data={[...points]}
        margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} stroke="var(--border)" minTickGap={16} />
        <YAxis tick={AXIS_TICK} stroke="var(--border)" width={48} domain={['auto', 'auto']} />
        <Tooltip
          formatter={(value) => [formatValue(Number(value)), null]}
          contentStyle={{
            background: 'var(--card)',
            border: '1px solid var(--border)',
            borderRadius: 8,
            color: 'var(--foreground)',
          }}
        />
        <Line
          type="monotone"
          dataKey="value"
          stroke="var(--accent)"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
