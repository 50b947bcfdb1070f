import { secondaryButton } from '../../../../components/ui/styles';

/**
 * Previous and Next under a server-paged list, with "Showing 51–100 of 130".
 * Shown only when there is more than one page.
 */
export function ListPager({
  label,
  offset,
  pageSize,
  total,
  onOffset,
}: {
  label: string;
  offset: number;
  pageSize: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  if (total <= pageSize) return null;
  const last = Math.min(offset + pageSize, total);
  return (
    <nav aria-label={`${label} pages`} className="mt-3 flex items-center justify-between gap-3 text-sm text-zinc-300">
      <button
        type="button"
        className={secondaryButton}
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - pageSize))}
      >
        Previous
      </button>
      <span aria-live="polite">
        Showing {(offset + 1).toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
      </span>
      <button
        type="button"
        className={secondaryButton}
        disabled={last >= total}
        onClick={() => onOffset(offset + pageSize)}
      >
        Next
      </button>
    </nav>
  );
}
