import { StatusSkeleton } from '../components/ui/status-skeleton';

/** Shown for the split second a lazy screen's code is on its way. */
export function RouteFallback() {
  return (
    <StatusSkeleton
      label="Loading page"
      className="mx-auto max-w-6xl space-y-4 px-4 py-10"
      lines={['h-10 w-2/3', 'h-5 w-1/2', 'h-64 w-full']}
    />
  );
}
