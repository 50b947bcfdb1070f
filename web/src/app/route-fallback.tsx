import { Skeleton } from '../components/ui/skeleton';

/** Shown for the split second a lazy screen's code is on its way. */
export function RouteFallback() {
  return (
    <div role="status" aria-label="Loading page" className="mx-auto max-w-6xl space-y-4 px-4 py-10">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
