/**
 * A finding's two averages as bars, with recharts: its own chunk, loaded only when a finding is
 * shown. A picture for sighted users; the finding's text gives the same figures.
 */
import { Bar, BarChart, LabelList, XAxis, YAxis } from 'recharts';

export interface PlotBar {
  label: string;
  value: number;
  text: string;
}

export function FindingPlot({ bars }: { bars: readonly PlotBar[] }) {
  return (
    <div
      aria-hidden="true"
      className="h-full w-full [&_.recharts-cartesian-axis-tick-value]:fill-muted-foreground [&_.recharts-label]:fill-foreground [&_.recharts-rectangle]:fill-accent"
    >
      <BarChart
        responsive
        data={bars}
        accessibilityLayer={false}
        margin={{ top: 20, right: 4, bottom: 0, left: 4 }}
        style={{ width: '100%', height: '100%' }}
      >
        <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
        <YAxis hide domain={[0, 'auto']} />
        <Bar dataKey="value" radius={[6, 6, 0, 0]} maxBarSize={48} isAnimationActive={false}>
          <LabelList dataKey="text" position="top" fontSize={12} className="recharts-label" />
        </Bar>
      </BarChart>
    </div>
  );
}
