/** A 0–100 % bar announced as a progressbar; the bar is the span's width. */
export function ProgressBar({
  className,
  label,
  percent,
}: {
  className: string;
  label: string;
  percent: number;
}) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
