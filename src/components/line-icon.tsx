/**
 * A one-path line drawing in the text's colour, for decoration beside words that say the same
 * (so screen readers skip it). `d` is drawn on a 24-unit grid unless `viewBox` says otherwise.
 */
export function LineIcon({
  d,
  size = 24,
  viewBox = '0 0 24 24',
  strokeWidth = 2,
}: {
  d: string;
  size?: number;
  viewBox?: string;
  strokeWidth?: number;
}) {
  return (
    <svg viewBox={viewBox} width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
