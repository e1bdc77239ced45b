/**
 * A body measure over time: each entry as a dot and its time-weighted moving average as a line
 * (its own chunk; hidden from screen readers, who have the table beside it).
 */
import { Line, Scatter, YAxis } from 'recharts';
import { ChartFrame } from '../components/chart-frame';
import { ACCENT_LINE_PROPS, AXIS_TICK } from '../components/chart-style';

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
    <ChartFrame
      points={points}
      format={format}
      marginRight={8}
      axes={<YAxis tick={AXIS_TICK} stroke="var(--border)" width={48} domain={['auto', 'auto']} />}
    >
      <Scatter
        dataKey="value"
        name={names.value}
        fill="var(--muted-foreground)"
        isAnimationActive={false}
      />
      <Line {...ACCENT_LINE_PROPS} dataKey="average" name={names.average} dot={false} />
    </ChartFrame>
  );
}
