/**
 * An exercise's sessions over time: the best estimated 1RM as a line (left axis) and the volume as
 * bars (right axis). Its own chunk, loaded by the history only; colours are the theme's CSS
 * variables; hidden from screen readers, who have the table beside it.
 */
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
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

export interface ExercisePoint {
  label: string;
  e1rm: number | null;
  volume: number;
}

export default function ExerciseHistoryChart({
  points,
  names,
  format,
}: {
  points: readonly ExercisePoint[];
  names: { e1rm: string; volume: string };
  format: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        data={[...points]}
        margin={{ top: 8, right: 0, bottom: 0, left: -8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...X_AXIS_PROPS} />
        <YAxis
          yAxisId="e1rm"
          tick={AXIS_TICK}
          stroke="var(--border)"
          width={44}
          domain={['auto', 'auto']}
        />
        <YAxis
          yAxisId="volume"
          orientation="right"
          tick={AXIS_TICK}
          stroke="var(--border)"
          width={48}
        />
        <Tooltip {...tooltipProps(format)} />
        <Legend wrapperStyle={LEGEND_STYLE} />
        <Bar
          yAxisId="volume"
          dataKey="volume"
          name={names.volume}
          fill="var(--muted-foreground)"
          fillOpacity={0.35}
          isAnimationActive={false}
        />
        <Line
          yAxisId="e1rm"
          type="monotone"
          dataKey="e1rm"
          name={names.e1rm}
          stroke="var(--accent)"
          strokeWidth={2}
          dot={{ r: 3 }}
          connectNulls
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
