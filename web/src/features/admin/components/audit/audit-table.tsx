import type { AuditEntryView } from '@api/shared/contracts/audit';
import { errorMessage } from '../../../../lib/api-error';
import { AUDIT_PAGE_SIZE, useAuditLog, type AuditFilters } from '../../api/audit';
import { NewerOlderButtons } from '../dashboard/page-step-button';

/** One page of entries; on phones each entry is a card, on wide screens a table row. */
export function AuditTable({ filters, onPage }: { filters: AuditFilters; onPage: (offset: number) => void }) {
  const log = useAuditLog(filters);
  if (log.isPending) return <p className="text-sm text-zinc-300">Loading the log...</p>;
  if (log.isError) return <p role="alert">{errorMessage(log.error, 'The audit log could not be loaded.')}</p>;
  const { entries, total, offset } = log.data;
  const last = Math.min(offset + entries.length, total);
  const paging = { offset, pageSize: AUDIT_PAGE_SIZE, total, onOffset: onPage };
  return (
    <section aria-label="Audit entries">
      <p className="text-sm text-zinc-300" aria-live="polite">
        {total === 0 ? 'No entries match.' : `Entries ${offset + 1}–${last} of ${total}`}
      </p>
      <ol className="mt-3 divide-y divide-zinc-800 rounded-sm border border-zinc-700">
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </ol>
      <NewerOlderButtons paging={paging} className="mt-4 flex gap-2" />
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntryView }) {
  const changed = Object.keys({ ...entry.changes?.before, ...entry.changes?.after });
  return (
    <li className="grid gap-1 px-4 py-3 text-sm lg:grid-cols-[11rem_minmax(0,14rem)_minmax(0,1fr)] lg:gap-4">
      <time dateTime={entry.occurredAt} className="text-zinc-400">
        {new Date(entry.occurredAt).toLocaleString('en-GB', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'UTC',
        })}{' '}
        UTC
      </time>
      <p className="truncate text-zinc-200">
        {entry.actorEmail ?? 'unknown'}
        {entry.ip && <span className="block text-xs text-zinc-400">{entry.ip}</span>}
      </p>
      <div className="min-w-0">
        <p className="font-bold text-white">
          <span className="text-yellow-300">{entry.action}</span> {entry.entity}
          {entry.entityId && <span className="text-zinc-400"> #{entry.entityId}</span>}
        </p>
        {changed.length > 0 && (
          <details className="mt-1 text-zinc-300">
            <summary className="cursor-pointer text-xs uppercase tracking-wider">
              Changed: {changed.slice(0, 6).join(', ')}
              {changed.length > 6 ? '…' : ''}
            </summary>
            <dl className="mt-2 grid gap-1 text-xs">
              {changed.map((field) => (
                <div key={field} className="break-words">
                  <dt className="inline font-bold">{field}: </dt>
                  <dd className="inline">
                    {short(entry.changes?.before?.[field])} → {short(entry.changes?.after?.[field])}
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </div>
    </li>
  );
}

function short(value: unknown): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
