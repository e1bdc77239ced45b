/** A habit's strength (0–100 %) as a ring with the figure inside; one image for screen readers. */
export function StrengthRing({ strength, label }: { strength: number; label: string }) {
  const radius = 15;
  const circumference = 2 * Math.PI * radius;
  const shown = Math.round(Math.min(100, Math.max(0, strength)));
  return (
    <span
      role="img"
      aria-label={label}
      className="relative grid size-11 shrink-0 place-items-center"
    >
      <svg viewBox="0 0 36 36" className="absolute inset-0 size-full -rotate-90" aria-hidden="true">
        <circle cx="18" cy="18" r={radius} fill="none" strokeWidth="3" className="stroke-muted" />
        <circle
          cx="18"
          cy="18"
          r={radius}
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - shown / 100)}
          className="stroke-accent transition-[stroke-dashoffset]"
        />
      </svg>
      <span aria-hidden="true" className="text-[11px] font-semibold tabular-nums">
        {shown}%
      </span>
    </span>
  );
}
