/**
 * A yellow bar filled to `percent` (0 to 100), announced to assistive tech as
 * a progress bar named by `label`. `track` sizes and rounds the empty bar.
 */
export function ProgressBar({ label, percent, track }: { label: string; percent: number; track: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`${track} w-full overflow-hidden bg-zinc-800`}
    >
      <div className="h-full bg-yellow-400 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}
