/**
 * The figures behind a physical chart as a table (visible: lifters read numbers, and a screen
 * reader reads the table where the chart is hidden): each row named by its first cell (a date, a
 * muscle), its figures right-aligned.
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface FiguresRow {
  key: string;
  /** What the row is about (a date, a muscle). */
  name: ReactNode;
  figures: readonly ReactNode[];
}

export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** The headings: the rows' names' first, then one a figure. */
  columns: readonly string[];
  rows: readonly FiguresRow[];
}) {
  // Room between the columns, none after the last.
  const gap = (index: number) => (index < columns.length - 1 ? 'pr-2' : undefined);
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-medium">{caption}</caption>
      <thead className="text-xs text-muted-foreground">
        <tr>
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={cn(
                'py-1 font-medium',
                index === 0 ? 'text-left' : 'text-right',
                gap(index),
              )}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-border">
            <th scope="row" className={cn('py-1.5 text-left font-normal', gap(0))}>
              {row.name}
            </th>
            {row.figures.map((figure, index) => (
              <td key={index} className={cn('py-1.5 text-right tabular-nums', gap(index + 1))}>
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
