/** A measurement's small diagram: a schematic face with the distances it compares. Decorative. */
import type { Measure } from './face-measures';

export function MeasureDiagram({ measure }: { measure: Measure }) {
  return (
    <svg viewBox="0 0 60 80" className="h-20 w-15 shrink-0" aria-hidden="true" focusable="false">
      <ellipse
        cx="30"
        cy="40"
        rx="24"
        ry="35"
        className="fill-muted stroke-muted-foreground"
        strokeWidth="1"
      />
      <circle cx="21" cy="33" r="2.5" className="fill-muted-foreground" />
      <circle cx="39" cy="33" r="2.5" className="fill-muted-foreground" />
      <path d="M20 27 q4 -3 8 0 M32 27 q4 -3 8 0" className="stroke-muted-foreground" fill="none" />
      <path d="M27 49 h6 M24 60 q6 4 12 0" className="stroke-muted-foreground" fill="none" />
      {measure.lines.map(([x1, y1, x2, y2]) => (
        <line
          key={`${x1}-${y1}-${x2}-${y2}`}
          x1={x1}
          y1={y1}
          x2={x2}
          y2={y2}
          className="stroke-accent"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ))}
    </svg>
  );
}
