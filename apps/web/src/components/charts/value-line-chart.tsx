/**
 * One value over time as a line (recharts): a check-in metric's trend, a mental test's results.
 * Import it lazily (its own chunk), so only the pages that draw it download recharts. Colours are
 * the theme's CSS variables, so it follows dark mode. The drawing is hidden from screen readers and
 * has no keyboard layer: the panel around it gives every value as a summary and a table.
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

export interface LinePoint {
  /** Under the point on the axis (after `formatLabel`); two points may not share one. */
  label: string;
  /** `null` where nothing was recorded: the line joins its neighbours. */
  value: number | null;
}

export interface ValueLineChartProps {
  points: readonly LinePoint[];
  /** Formats a value with its unit, as the tooltip shows it. */
  formatValue: (value: number) => string;
  /** Formats the vertical axis's ticks; the numbers as they are without it. */
  formatTick?: (value: number) => string;
  /** Formats a point's label on the axis and in the tooltip; the label as it is without it. */
  formatLabel?: (label: string) => string;
  /** A 1–5 scale draws its whole range, so a flat 3 does not look like a peak. */
  domain?: [number, number];
}

const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };

export default function ValueLineChart({
  points,
  formatValue,
  formatTick,
  formatLabel,
  domain,
}: ValueLineChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart
        data={[...points]}
        margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          tickFormatter={formatLabel}
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
          tickFormatter={formatTick}
        />
        <Tooltip
          labelFormatter={(label) =>
            formatLabel && typeof label === 'string' ? formatLabel(label) : label
          }
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
