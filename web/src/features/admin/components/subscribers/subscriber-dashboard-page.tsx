import { Link } from 'wouter';
import type { SubscriberListItem } from '@api/shared/contracts/admin';
import { Badge } from '../../../../components/ui/badge';
import { secondaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { useDocumentHead } from '../../../../lib/document-head';
import { useAuthUser } from '../../api/auth';
import { EMPTY_STATS, SUBSCRIBER_STATS_POLL_MS, useAdminStats, useSubscribers } from '../../api/dashboard';
import { LoadingAdmin } from '../loading-admin';
import { AdminLoginScreen } from '../login/admin-login-screen';

/** /admin/subscribers (spec section 2): four stat cards (polled every 60 s) and the list (every 5 minutes). */
export default function SubscriberDashboardPage() {
  useDocumentHead('Subscribers', 'Newsletter subscribers of The Cypher.');
  const auth = useAuthUser();
  if (auth.isPending) return <LoadingAdmin />;
  if (!auth.data) {
    return (
      <div className="px-4 py-12">
        <AdminLoginScreen />
      </div>
    );
  }
  return <SubscriberDashboard />;
}

function SubscriberDashboard() {
  const stats = useAdminStats(SUBSCRIBER_STATS_POLL_MS).data ?? EMPTY_STATS;
  const subscribers = useSubscribers();
  const cards = [
    { label: 'Total Subscribers', value: stats.totalSubscribers },
    { label: 'Daily Visitors (24h)', value: stats.dailyVisitors },
    { label: 'Credit Program Yes', value: stats.creditProgramYes },
    { label: 'Credit Program No', value: stats.creditProgramNo },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-4xl font-black uppercase text-white">Subscriber Dashboard</h1>
        <div className="flex flex-wrap gap-3">
          <Link href="/admin-dashboard" className={secondaryButton}>
            Admin Dashboard
          </Link>
          <a href="/api/admin/subscribers.csv" className={secondaryButton} download>
            Export CSV
          </a>
          <Link href="/" className={secondaryButton}>
            Back to Site
          </Link>
        </div>
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Subscriber statistics">
        {cards.map((card) => (
          <li key={card.label} className="rounded-sm border border-zinc-700 bg-zinc-950 p-4">
            <p className="text-xs font-black uppercase tracking-wider text-zinc-300">{card.label}</p>
            <p className="mt-2 font-display text-4xl font-black text-white" data-testid={`stat-${card.label}`}>
              {card.value}
            </p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="subscriber-list-title" className="mt-8 rounded-sm border border-zinc-700 bg-zinc-950">
        <h2
          id="subscriber-list-title"
          className="border-b border-zinc-800 px-4 py-3 font-display text-xl font-black uppercase text-white"
        >
          Subscribers
        </h2>
        {subscribers.isPending ? (
          <p className="px-4 py-6 text-zinc-300">Loading subscribers...</p>
        ) : subscribers.isError ? (
          <p role="alert" className="px-4 py-6 text-red-300">
            Could not load subscribers. {errorMessage(subscribers.error, '')}
          </p>
        ) : subscribers.data.length === 0 ? (
          <p className="px-4 py-6 text-zinc-300">No subscribers yet. Start promoting your newsletter!</p>
        ) : (
          <ul className="max-h-96 divide-y divide-zinc-800 overflow-y-auto" aria-label="Subscriber list" tabIndex={0}>
            {subscribers.data.map((subscriber) => (
              <SubscriberRow key={subscriber.id} subscriber={subscriber} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SubscriberRow({ subscriber }: { subscriber: SubscriberListItem }) {
  const initials = `${subscriber.firstName.charAt(0)}${subscriber.lastName.charAt(0)}`.toUpperCase();
  const showPhone = subscriber.creditProgramParticipation && subscriber.phoneNumber;
  return (
    <li className="flex flex-wrap items-center gap-4 px-4 py-3" data-testid="subscriber-row">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-yellow-400 font-black text-black"
      >
        {initials}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-bold text-white">
          {subscriber.firstName} {subscriber.lastName}
        </p>
        <p className="truncate text-sm text-zinc-300">{subscriber.email}</p>
        {showPhone && <p className="text-sm text-zinc-300">{subscriber.phoneNumber}</p>}
      </div>
      <Badge color={subscriber.creditProgramParticipation ? 'green' : 'grey'}>
        Credit Program: {subscriber.creditProgramParticipation ? 'Yes' : 'No'}
      </Badge>
      <p className="text-xs text-zinc-300">
        Subscribed {new Date(subscriber.subscribedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
      </p>
    </li>
  );
}
