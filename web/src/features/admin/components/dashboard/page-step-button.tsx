import type { ReactNode } from 'react';
import { secondaryButton } from '../../../../components/ui/styles';

/** Where a server-paged list stands, and how to move it. */
export interface Paging {
  offset: number;
  pageSize: number;
  total: number;
  onOffset: (offset: number) => void;
}

/** One page back or forward through a server-paged list, disabled at either end. */
export function PageStepButton({
  step,
  paging,
  children,
}: {
  step: 'back' | 'forward';
  paging: Paging;
  children: ReactNode;
}) {
  const { offset, pageSize, total, onOffset } = paging;
  const atEnd = step === 'back' ? offset === 0 : offset + pageSize >= total;
  const target = step === 'back' ? Math.max(0, offset - pageSize) : offset + pageSize;
  return (
    <button type="button" className={secondaryButton} disabled={atEnd} onClick={() => onOffset(target)}>
      {children}
    </button>
  );
}

/** The steps through a log read newest first: back is Newer, forward is Older. */
export function NewerOlderButtons({ paging, className }: { paging: Paging; className: string }) {
  return (
    <div className={className}>
      <PageStepButton step="back" paging={paging}>
        Newer
      </PageStepButton>
      <PageStepButton step="forward" paging={paging}>
        Older
      </PageStepButton>
    </div>
  );
}
