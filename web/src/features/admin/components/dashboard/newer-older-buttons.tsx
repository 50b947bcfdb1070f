import { PageStepButton, type Paging } from './page-step-button';

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
