import {
  PUBLICATION_STATUSES,
  PUBLICATION_STATUS_LABELS,
  isPublicationStatus,
  type PublicationStatus,
} from '@api/shared/domain/publication-status';
import { OptionList } from '../../../../components/ui/option-list';

/** Narrows a content tab to one publication status; 'All statuses' shows every item. */
export function StatusFilter({
  noun,
  value,
  onChange,
}: {
  noun: string;
  value: PublicationStatus | null;
  onChange: (status: PublicationStatus | null) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-zinc-200">
      <span>Status</span>
      <select
        aria-label={`Show ${noun}s by status`}
        className="rounded-sm border border-zinc-600 bg-zinc-900 px-2 py-2 text-white"
        value={value ?? ''}
        onChange={(event) => onChange(isPublicationStatus(event.target.value) ? event.target.value : null)}
      >
        <option value="">All statuses</option>
        <OptionList values={PUBLICATION_STATUSES} labelOf={(status) => PUBLICATION_STATUS_LABELS[status]} />
      </select>
    </label>
  );
}
