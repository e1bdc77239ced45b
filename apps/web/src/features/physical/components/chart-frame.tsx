/**
 * The frame the physical area's charts over time share (the body trend, the exercise history):
 * the grid, the dates along the bottom, the tooltip and the legend, in the theme's colours. The
 * caller gives the vertical axes and the series (its children). Hidden from screen readers, who have the table
 * beside it; imported by the charts' own lazily loaded chunks only.
 */
import type { ReactNode } from 'react';
import {
  CartesianGrid,
  ComposedChart,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
} from 'recharts';
import { GRID_PROPS, LEGEND_STYLE, X_AXIS_PROPS, tooltipProps } from './chart-style';

export function ChartFrame({
  points,
  format,
  marginRight,
  axes,
  children,
}: {
  /** One object a date: `label` (under it on the axis) and the series' values. */
  points: readonly object[];
  format: (value: number) => string;
  /** Room to the right (less where a second axis stands there). */
  marginRight: number;
  /** The vertical axes. */
  axes: ReactNode;
  children: ReactNode;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        data={[...points]}
        margin={{ top: 8, right: marginRight, bottom: 0, left: -8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid {...GRID_PROPS} />
        <XAxis {...X_AXIS_PROPS} />
        {axes}
        <Tooltip {...tooltipProps(format)} />
        <Legend wrapperStyle={LEGEND_STYLE} />
        {children}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
