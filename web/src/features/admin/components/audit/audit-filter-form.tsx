import { useState, type FormEvent } from 'react';
import { ghostButton, primaryButton } from '../../../../components/ui/styles';
import type { AuditFilters } from '../../api/audit';
import { teamField } from '../team/field-style';

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
      <label className="block text-sm text-zinc-200">
        Actor (email or id)
        <input name="actor" value={draft.actor} onChange={set('actor')} className={`${teamField} mt-1`} />
      </label>
      <label className="block text-sm text-zinc-200">
        Action
        <select name="action" value={draft.action} onChange={set('action')} className={`${teamField} mt-1`}>
          <option value="">Any</option>
          {ACTIONS.map((action) => (
            <option key={action}>{action}</option>
          ))}
        </select>
      </label>
      <label className="block text-sm text-zinc-200">
        Entity
        <select name="entity" value={draft.entity} onChange={set('entity')} className={`${teamField} mt-1`}>
          <option value="">Any</option>
          {ENTITIES.map((entity) => (
            <option key={entity}>{entity}</option>
          ))}
        </select>
      </label>
      <label className="block text-sm text-zinc-200">
        From
        <input type="date" name="from" value={draft.from} onChange={set('from')} className={`${teamField} mt-1`} />
      </label>
      <label className="block text-sm text-zinc-200">
        To
        <input type="date" name="to" value={draft.to} onChange={set('to')} className={`${teamField} mt-1`} />
      </label>
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
