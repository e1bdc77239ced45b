/**
 * The week's energy as bars (recharts), with the target as a line. Its own chunk, loaded by the
 * week panel only. The drawing is hidden from screen readers; the panel gives them a table.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface WeekPoint {
  date: string;
  kcal: number;
}

const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };

export default function WeekChart({
  points,
  target,
  formatDate,
  formatKcal,
}: {
  points: readonly WeekPoint[];
  target: number | null;
  formatDate: (date: string) => string;
  formatKcal: (kcal: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={[...points]}
        margin={{ top: 8, right: 8, bottom: 0, left: -4 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={formatDate}
          tick={AXIS_TICK}
          stroke="var(--border)"
          tickMargin={6}
        />
        <YAxis tick={AXIS_TICK} stroke="var(--border)" width={48} allowDecimals={false} />
        <Tooltip
          labelFormatter={(label) => (typeof label === 'string' ? formatDate(label) : label)}
          formatter={(value) => [formatKcal(Number(value)), null]}
          contentStyle={{
            background: 'var(--card)',
            border: '1px solid var(--border)',
            borderRadius: 8,
            color: 'var(--foreground)',
          }}
          cursor={{ fill: 'var(--muted)' }}
        />
        {target !== null && (
          <ReferenceLine y={target} stroke="var(--muted-foreground)" strokeDasharray="6 4" />
        )}
        <Bar dataKey="kcal" fill="var(--accent)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
