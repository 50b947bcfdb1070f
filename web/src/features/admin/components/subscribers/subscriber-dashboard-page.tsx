import { useState } from 'react';
import { Link } from 'wouter';
import { secondaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { useDocumentHead } from '../../../../lib/document-head';
import { EMPTY_STATS, SUBSCRIBER_STATS_POLL_MS, useAdminStats } from '../../api/dashboard';
import { SUBSCRIBER_PAGE_SIZE, type SubscriberFilters, useSubscriberPage } from '../../api/subscribers';
import { AdminGate } from '../admin-gate';
import { AdminWorkspace } from '../workspace/admin-workspace';
import { SubscriberFilterBar } from './subscriber-filters';
import { SubscriberImport } from './subscriber-import';
import { SubscriberRow } from './subscriber-row';

const NO_FILTERS: SubscriberFilters = { status: '', credit: '', q: '', offset: 0 };

/**
 * /admin/subscribers (spec section 2): four stat cards (polled every 60 s) and
 * the list (every 5 minutes), filtered and paged on the server, with each
 * subscriber's status, consent and actions, and the CSV import.
 */
export default function SubscriberDashboardPage() {
  useDocumentHead('Subscribers', 'Newsletter subscribers of The Cypher.');
  return <AdminGate>{() => <SubscriberDashboard />}</AdminGate>;
}

function SubscriberDashboard() {
  const stats = useAdminStats(SUBSCRIBER_STATS_POLL_MS).data ?? EMPTY_STATS;
  const [filters, setFilters] = useState<SubscriberFilters>(NO_FILTERS);
  const subscribers = useSubscriberPage(filters);
  const total = subscribers.data?.total ?? 0;
  const filtered = filters.status !== '' || filters.credit !== '' || filters.q.trim() !== '';
  const cards = [
    { label: 'Total Subscribers', value: stats.totalSubscribers },
    { label: 'Daily Visitors (24h)', value: stats.dailyVisitors },
    { label: 'Credit Program Yes', value: stats.creditProgramYes },
    { label: 'Credit Program No', value: stats.creditProgramNo },
  ];

  return (
    <AdminWorkspace
      nav={{ activePage: 'Subscribers' }}
      eyebrow="Audience"
      title="Subscriber Dashboard"
      actions={
        <>
          <a href="/api/admin/subscribers.csv" className={secondaryButton} download>
            Export CSV
          </a>
          <Link href="/" className={secondaryButton}>
            Back to Site
          </Link>
        </>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Subscriber statistics">
        {cards.map((card) => (
          <li key={card.label} className="rounded-sm border border-zinc-700 bg-zinc-950 p-4">
            <p className="text-xs font-black uppercase tracking-wider text-zinc-300">{card.label}</p>
            <p className="mt-2 font-display text-4xl font-black text-white" data-testid={`stat-${card.label}`}>
              {card.value}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-zinc-300" data-testid="stat-other-states">
        Total counts confirmed subscribers. Waiting for confirmation: {stats.pendingSubscribers} · Unsubscribed:{' '}
        {stats.unsubscribed}
      </p>

      <section aria-labelledby="subscriber-list-title" className="mt-8 rounded-sm border border-zinc-700 bg-zinc-950">
        <h2
          id="subscriber-list-title"
          className="border-b border-zinc-800 px-4 py-3 font-display text-xl font-black uppercase text-white"
        >
          Subscribers
        </h2>
        <SubscriberFilterBar filters={filters} onChange={setFilters} />
        {subscribers.isPending ? (
          <p className="px-4 py-6 text-zinc-300">Loading subscribers...</p>
        ) : subscribers.isError ? (
          <p role="alert" className="px-4 py-6 text-red-300">
            Could not load subscribers. {errorMessage(subscribers.error, '')}
          </p>
        ) : subscribers.data.items.length === 0 ? (
          <p className="px-4 py-6 text-zinc-300">
            {filtered ? 'No subscribers match these filters.' : 'No subscribers yet. Start promoting your newsletter!'}
          </p>
        ) : (
          <ul className="max-h-96 divide-y divide-zinc-800 overflow-y-auto" aria-label="Subscriber list" tabIndex={0}>
            {subscribers.data.items.map((subscriber) => (
              <SubscriberRow key={subscriber.id} subscriber={subscriber} />
            ))}
          </ul>
        )}
        {total > SUBSCRIBER_PAGE_SIZE && (
          <nav
            aria-label="Subscriber pages"
            className="flex items-center justify-between gap-3 border-t border-zinc-800 px-4 py-3 text-sm text-zinc-300"
          >
            <button
              type="button"
              className={secondaryButton}
              disabled={filters.offset === 0}
              onClick={() => setFilters({ ...filters, offset: Math.max(0, filters.offset - SUBSCRIBER_PAGE_SIZE) })}
            >
              Previous
            </button>
            <span>
              {filters.offset + 1}–{Math.min(filters.offset + SUBSCRIBER_PAGE_SIZE, total)} of {total}
            </span>
            <button
              type="button"
              className={secondaryButton}
              disabled={filters.offset + SUBSCRIBER_PAGE_SIZE >= total}
              onClick={() => setFilters({ ...filters, offset: filters.offset + SUBSCRIBER_PAGE_SIZE })}
            >
              Next
            </button>
          </nav>
        )}
      </section>
      <SubscriberImport />
    </AdminWorkspace>
  );
}
