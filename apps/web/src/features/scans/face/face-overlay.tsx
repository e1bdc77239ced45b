/** The photo with the mesh's points drawn over it, scaled with the page; described for screen readers. */
import type { FaceLandmarks } from '@ascend/contracts';

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
  const radius = Math.max(1, longer / 350);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className="h-auto w-full max-w-md rounded-xl border border-border bg-muted"
      data-testid="face-overlay"
    >
      <image href={photoUrl} width={width} height={height} />
      <g className="fill-cyan-300" opacity="0.85">
        {landmarks.map(([x, y], index) => (
          <circle key={index} cx={x * longer} cy={y * longer} r={radius} />
        ))}
      </g>
    </svg>
  );
}
