import { SUBSCRIBER_STATUSES } from '@api/shared/contracts/admin';
import type { SubscriberFilters } from '../../api/subscribers';
import { OptionList } from '../../../../components/ui/option-list';

const field =
  'mt-1 w-full rounded-sm border border-zinc-600 bg-black px-3 py-2 text-sm text-white focus:border-yellow-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-yellow-400';
const label = 'text-xs font-black uppercase tracking-wider text-zinc-300';

/** Status, credit program and search; any change goes back to the first page. */
export function SubscriberFilterBar({
  filters,
  onChange,
}: {
  filters: SubscriberFilters;
  onChange: (next: SubscriberFilters) => void;
}) {
  const set = (patch: Partial<SubscriberFilters>) => onChange({ ...filters, ...patch, offset: 0 });
  return (
    <div className="grid gap-3 border-b border-zinc-800 px-4 py-3 sm:grid-cols-[2fr_1fr_1fr]" role="search">
      <label className={label}>
        Search
        <input
          className={field}
          type="search"
          placeholder="Name or email"
          value={filters.q}
          onChange={(event) => set({ q: event.target.value })}
        />
      </label>
      <label className={label}>
        Status
        <select
          className={field}
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as SubscriberFilters['status'] })}
        >
          <option value="">All</option>
          <OptionList values={SUBSCRIBER_STATUSES} labelOf={(status) => status[0].toUpperCase() + status.slice(1)} />
        </select>
      </label>
      <label className={label}>
        Credit program
        <select
          className={field}
          value={filters.credit}
          onChange={(event) => set({ credit: event.target.value as SubscriberFilters['credit'] })}
        >
          <option value="">All</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      </label>
    </div>
  );
}
