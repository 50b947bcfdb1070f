import { SkeletonLines } from './skeleton-list';

/** A block of placeholder lines standing in for content on its way, announced as loading under `label`. */
export function StatusSkeleton({
  label,
  className,
  lines,
}: {
  label: string;
  className: string;
  lines: readonly string[];
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      <SkeletonLines lines={lines} />
    </div>
  );
}
