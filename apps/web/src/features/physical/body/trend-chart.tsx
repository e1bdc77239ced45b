/**
 * A body measure over time: each entry as a dot and its time-weighted moving average as a line
 * (its own chunk; hidden from screen readers, who have the table beside it).
 */
import {
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  AXIS_TICK,
  GRID_PROPS,
  LEGEND_STYLE,
  X_AXIS_PROPS,
  tooltipProps,
} from '../components/chart-style';

export interface TrendPoint {
  label: string;
  value: number;
  average: number;
}

export default function TrendChart({
  points,
  names,
  format,
}: {
  points: readonly TrendPoint[];
  names: { value: string; average: string };
  format: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        data={[...points]}
        margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...X_AXIS_PROPS} />
        <YAxis tick={AXIS_TICK} stroke="var(--border)" width={48} domain={['auto', 'auto']} />
        <Tooltip {...tooltipProps(format)} />
        <Legend wrapperStyle={LEGEND_STYLE} />
        <Scatter
          dataKey="value"
          name={names.value}
          fill="var(--muted-foreground)"
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="average"
          name={names.average}
          stroke="var(--accent)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
