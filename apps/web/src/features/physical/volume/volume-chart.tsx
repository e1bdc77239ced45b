/**
 * One week's working sets per muscle group as horizontal bars (its own chunk; hidden from screen
 * readers, who have the table beside it).
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { AXIS_TICK } from '../components/chart-style';

export interface MuscleBar {
  label: string;
  value: number;
}

export default function VolumeChart({ bars }: { bars: readonly MuscleBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={[...bars]}
        layout="vertical"
        margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tick={AXIS_TICK} stroke="var(--border)" allowDecimals={false} />
        <YAxis type="category" dataKey="label" tick={AXIS_TICK} stroke="var(--border)" width={96} />
        <Bar dataKey="value" fill="var(--accent)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
