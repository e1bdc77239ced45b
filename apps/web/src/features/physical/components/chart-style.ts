/**
 * What the physical area's charts share (the body trend and the exercise history): the theme's CSS
 * variables for the grid, the axes and the tooltip, so both look alike in either theme.
 */
export const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };

export const GRID_PROPS = {
  stroke: 'var(--border)',
  strokeDasharray: '3 3',
  vertical: false,
} as const;

export const X_AXIS_PROPS = {
  dataKey: 'label',
  tick: AXIS_TICK,
  stroke: 'var(--border)',
  minTickGap: 16,
} as const;

export const LEGEND_STYLE = { fontSize: 12 };

/** The tooltip's props: values as `format` writes them, on the card's colours. */
export function tooltipProps(format: (value: number) => string) {
  return {
    formatter: (value: unknown) => format(Number(value)),
    contentStyle: {
      background: 'var(--card)',
      border: '1px solid var(--border)',
      borderRadius: 8,
      color: 'var(--foreground)',
    },
  };
}

/** The charts' line (the moving average, the best e1RM): the accent colour, drawn at once. */
export const ACCENT_LINE_PROPS = {
  type: 'monotone',
  stroke: 'var(--accent)',
  strokeWidth: 2,
  isAnimationActive: false,
} as const;
