import { useState, type FormEvent } from 'react';
import { ghostButton, primaryButton } from '../../../../components/ui/styles';
import type { AuditFilters } from '../../api/audit';
import { LabelledInput, LabelledSelect } from '../labelled-field';

/** The actions and entities the log holds today; a free word works too through the address. */
const ACTIONS = [
  'create',
  'update',
  'publish',
  'schedule',
  'unpublish',
  'archive',
  'discard',
  'delete',
  'send',
  'trigger',
  'login',
  'login-failed',
  'logout',
  'invite',
  'role-change',
  'remove',
  'accept-invite',
  'password-reset-request',
  'password-reset',
  'export',
  'erase',
];
const ENTITIES = ['articles', 'artists', 'releases', 'events', 'newsletters', 'sources', 'subscribers', 'team', 'auth'];

export function AuditFilterForm({
  filters,
  onApply,
  onReset,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
  onReset: () => void;
}) {
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Filter the audit log"
      className="grid gap-3 rounded-sm border border-zinc-700 bg-zinc-950 p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-3"
    >
      <LabelledInput label="Actor (email or id)" name="actor" value={draft.actor} onChange={set('actor')} />
      <LabelledSelect label="Action" name="action" value={draft.action} onChange={set('action')}>
        <option value="">Any</option>
        {ACTIONS.map((action) => (
          <option key={action}>{action}</option>
        ))}
      </LabelledSelect>
      <LabelledSelect label="Entity" name="entity" value={draft.entity} onChange={set('entity')}>
        <option value="">Any</option>
        {ENTITIES.map((entity) => (
          <option key={entity}>{entity}</option>
        ))}
      </LabelledSelect>
      <LabelledInput label="From" type="date" name="from" value={draft.from} onChange={set('from')} />
      <LabelledInput label="To" type="date" name="to" value={draft.to} onChange={set('to')} />
      <div className="flex gap-2">
        <button type="submit" className={primaryButton}>
          Filter
        </button>
        <button
          type="button"
          className={ghostButton}
          onClick={() => {
            setDraft({ actor: '', action: '', entity: '', from: '', to: '', offset: 0 });
            onReset();
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
