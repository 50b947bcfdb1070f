import { PageStepButton } from './page-step-button';

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
  const paging = { offset, pageSize, total, onOffset };
  return (
    <nav aria-label={`${label} pages`} className="mt-3 flex items-center justify-between gap-3 text-sm text-zinc-300">
      <PageStepButton step="back" paging={paging}>
        Previous
      </PageStepButton>
      <span aria-live="polite">
        Showing {(offset + 1).toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
      </span>
      <PageStepButton step="forward" paging={paging}>
        Next
      </PageStepButton>
    </nav>
  );
}
