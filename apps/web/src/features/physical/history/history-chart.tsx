/**
 * An exercise's sessions over time: the best estimated 1RM as a line (left axis) and the volume as
 * bars (right axis). Its own chunk, loaded by the history only; colours are the theme's CSS
 * variables; hidden from screen readers, who have the table beside it.
 */
import { Bar, Line, YAxis } from 'recharts';
import { ChartFrame } from '../components/chart-frame';
import { ACCENT_LINE_PROPS, AXIS_TICK } from '../components/chart-style';

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
    <ChartFrame
      points={points}
      format={format}
      marginRight={0}
      axes={
        <>
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
        </>
      }
    >
      <Bar
        yAxisId="volume"
        dataKey="volume"
        name={names.volume}
        fill="var(--muted-foreground)"
        fillOpacity={0.35}
        isAnimationActive={false}
      />
      <Line
        {...ACCENT_LINE_PROPS}
        yAxisId="e1rm"
        dataKey="e1rm"
        name={names.e1rm}
        dot={{ r: 3 }}
        connectNulls
      />
    </ChartFrame>
  );
}
