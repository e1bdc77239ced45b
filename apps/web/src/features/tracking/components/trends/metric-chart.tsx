/**
 * The trend chart itself (recharts). Its own chunk, loaded by the trends panel only: no other page
 * downloads recharts. Colours are the theme's CSS variables, so the chart follows dark mode. The
 * drawing is hidden from screen readers; the panel gives them a summary and a table instead.
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
import type { SeriesPoint } from '../../lib/metric-series';

export interface MetricChartProps {
  points: readonly SeriesPoint[];
  /** Formats a value with its unit, as the tooltip and axis show it. */
  formatValue: (value: number) => string;
  formatDate: (date: string) => string;
  /** A 1–5 scale draws its whole range, so a flat 3 does not look like a peak. */
  domain?: [number, number];
}

const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };

export default function MetricChart({ points, formatValue, formatDate, domain }: MetricChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No keyboard layer: the panel's table gives every value to keyboard and screen readers. */}
      <LineChart
        data={[...points]}
        margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={formatDate}
          tick={AXIS_TICK}
          stroke="var(--border)"
          minTickGap={16}
          tickMargin={6}
        />
        <YAxis
          tick={AXIS_TICK}
          stroke="var(--border)"
          width={48}
          domain={domain ?? ['auto', 'auto']}
          allowDecimals={!domain}
          tickFormatter={(value: number) => formatValue(value)}
        />
        <Tooltip
          labelFormatter={(label) => (typeof label === 'string' ? formatDate(label) : label)}
          formatter={(value) => [formatValue(Number(value)), null]}
          contentStyle={{
            background: 'var(--card)',
            border: '1px solid var(--border)',
            borderRadius: 8,
            color: 'var(--foreground)',
          }}
          cursor={{ stroke: 'var(--border)' }}
        />
        <Line
          type="monotone"
          dataKey="value"
          stroke="var(--accent)"
          strokeWidth={2}
          dot={{ r: 3, fill: 'var(--accent)', strokeWidth: 0 }}
          activeDot={{ r: 5 }}
          connectNulls
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
