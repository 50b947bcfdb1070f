import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

/** One Skeleton per class list, side by side in the caller's element. */
export function SkeletonLines({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <Skeleton key={index} className={line} />
      ))}
    </>
  );
}

/**
 * The placeholder of a list while it loads: `count` items shaped like the real
 * ones, under a label that tells assistive tech what is loading.
 */
export function SkeletonList({
  label,
  count,
  className,
  itemClassName,
  testId,
  lines = [],
  children,
}: {
  label: string;
  count: number;
  className: string;
  itemClassName: string;
  testId?: string;
  lines?: readonly string[];
  /** An item's placeholder when plain lines do not fit its shape. */
  children?: ReactNode;
}) {
  return (
    <ul aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} data-testid={testId} className={itemClassName}>
          {children ?? <SkeletonLines lines={lines} />}
        </li>
      ))}
    </ul>
  );
}
