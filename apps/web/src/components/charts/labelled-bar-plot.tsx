/**
 * A few values as bars, each written above its bar (recharts): the overview's week, an insight's two
 * averages. Import it lazily (its own chunk), so a page's first paint never waits for recharts. A
 * picture for sighted users; the card around it gives screen readers the same figures.
 */
import { Bar, BarChart, LabelList, XAxis, YAxis, type LabelProps } from 'recharts';

export interface LabelledBar {
  /** Under the bar. */
  label: string;
  /** `null` draws no bar (a day with nothing recorded). */
  value: number | null;
  /** The value as written above the bar. */
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

export function LabelledBarPlot({
  bars,
  maxBarSize = 40,
}: {
  bars: readonly LabelledBar[];
  /** The widest a bar may grow, in pixels (two bars would otherwise fill the card). */
  maxBarSize?: number;
}) {
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
        <Bar
          dataKey="value"
          radius={[6, 6, 0, 0]}
          maxBarSize={maxBarSize}
          isAnimationActive={false}
        >
          <LabelList dataKey="text" content={ValueLabel} />
        </Bar>
      </BarChart>
    </div>
  );
}
