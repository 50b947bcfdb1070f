/** A determinate progress bar from 0 to 100, its track sized and rounded by `className`. */
export function ProgressBar({ label, percent, className }: { label: string; percent: number; className: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`${className} w-full overflow-hidden bg-zinc-800`}
    >
      <div className="h-full bg-yellow-400 transition-all" style={{ width: `${percent}%` }} />
    </div>
  );
}
