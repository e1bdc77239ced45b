/**
 * The weekly chart itself, with recharts: its own chunk, imported only when the chart is about
 * to be seen (weekly-chart-card.tsx), so the overview's first paint never waits for it. It is a
 * picture for sighted users; the card gives screen readers the same figures as a table.
 */
import { Bar, BarChart, LabelList, XAxis, YAxis, type LabelProps } from 'recharts';

export interface ChartDay {
  /** The weekday under the bar. */
  label: string;
  value: number | null;
  /** The value as written on the bar. */
  text: string;
}

/** The value above its bar on one line (recharts' own label wraps words to the bar's width). */
function ValueLabel({ x, y, width, value }: LabelProps) {
  if (value === undefined || value === '' || typeof x !== 'number' || typeof y !== 'number') {
    return null;
  }
  return (
    <text
      x={x + (typeof width === 'number' ? width / 2 : 0)}
      y={y - 6}
      textAnchor="middle"
      fontSize={12}
      className="recharts-label"
    >
      {value}
    </text>
  );
}

export function WeeklyChartPlot({ days }: { days: readonly ChartDay[] }) {
  return (
    <div
      aria-hidden="true"
      className="h-full w-full [&_.recharts-cartesian-axis-tick-value]:fill-muted-foreground [&_.recharts-label]:fill-foreground [&_.recharts-rectangle]:fill-accent"
    >
      <BarChart
        responsive
        data={days}
        accessibilityLayer={false}
        margin={{ top: 20, right: 4, bottom: 0, left: 4 }}
        style={{ width: '100%', height: '100%' }}
      >
        <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
        <YAxis hide domain={[0, 'auto']} />
        <Bar dataKey="value" radius={[6, 6, 0, 0]} maxBarSize={40} isAnimationActive={false}>
          <LabelList dataKey="text" content={ValueLabel} />
        </Bar>
      </BarChart>
    </div>
  );
}
