/**
 * The photo with the mesh's points drawn over it, framed on the face (with a margin) so the points
 * can be seen on a small screen; scales with the page and is described for screen readers (the
 * measurements are also a table).
 */
import type { FaceLandmarks } from '@ascend/contracts';

/** Room around the face's points, as a share of its larger side. */
const MARGIN = 0.35;

export function FaceOverlay({
  photoUrl,
  width,
  height,
  landmarks,
  label,
}: {
  photoUrl: string;
  width: number;
  height: number;
  /** Shares of the photo's longer side, as analysed. */
  landmarks: FaceLandmarks;
  label: string;
}) {
  const longer = Math.max(width, height);
  const xs = landmarks.map(([x]) => x * longer);
  const ys = landmarks.map(([, y]) => y * longer);
  const side = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const size = Math.min(side * (1 + 2 * MARGIN), width, height);
  const centreX = (Math.max(...xs) + Math.min(...xs)) / 2;
  const centreY = (Math.max(...ys) + Math.min(...ys)) / 2;
  const left = Math.min(Math.max(0, centreX - size / 2), width - size);
  const top = Math.min(Math.max(0, centreY - size / 2), height - size);
  const radius = Math.max(0.5, size / 300);
  return (
    <svg
      viewBox={`${left} ${top} ${size} ${size}`}
      role="img"
      aria-label={label}
      className="aspect-square h-auto w-full max-w-md rounded-xl border border-border bg-muted"
      data-testid="face-overlay"
    >
      <image href={photoUrl} width={width} height={height} />
      <g fill="#22d3ee" opacity="0.9">
        {landmarks.map(([x, y], index) => (
          <circle key={index} cx={x * longer} cy={y * longer} r={radius} />
        ))}
      </g>
    </svg>
  );
}
