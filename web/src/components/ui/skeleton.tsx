/** A grey placeholder block shown while data loads; hidden from assistive tech (the container says "Loading"). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded bg-zinc-800 ${className}`} />;
}
