/**
 * A bar filling from 0 to 100 as a job or a send goes on, read out as a progress bar.
 * `track` sets the bar's height and corners to fit where it stands.
 */
export function PercentBar({ label, percent, track }: { label: string; percent: number; track: string }) {
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
