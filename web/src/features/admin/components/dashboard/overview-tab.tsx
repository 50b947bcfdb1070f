import { Badge } from '../../../../components/ui/badge';
import { secondaryButton } from '../../../../components/ui/styles';
import { useAdminOverview } from '../../api/dashboard';
import type { DashboardTab } from './dashboard-tabs';

const QUICK_ACTIONS: { label: string; tab: DashboardTab }[] = [
  { label: 'Manage Articles', tab: 'Articles' },
  { label: 'Manage Artists', tab: 'Artists' },
  { label: 'Manage Releases', tab: 'Releases' },
  { label: 'Manage Events', tab: 'Events' },
];

/** Overview: the five real counts, Quick Actions and the Platform Status from the server's health checks. */
export function OverviewTab({ onNavigate }: { onNavigate: (tab: DashboardTab) => void }) {
  const overview = useAdminOverview();
  const data = overview.data;
  const cards = [
    { label: 'Total Articles', value: data?.totalArticles },
    { label: 'Featured Artists', value: data?.featuredArtists },
    { label: 'New Releases', value: data?.newReleases },
    { label: 'Upcoming Events', value: data?.upcomingEvents },
    { label: 'Newsletters', value: data?.newsletters },
  ];
  const platform = data?.platform;

  return (
    <div className="space-y-8">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="Content counts">
        {cards.map((card) => (
          <li key={card.label} className="rounded-sm border border-zinc-700 bg-zinc-950 p-4">
            <p className="text-xs font-black uppercase tracking-wider text-zinc-300">{card.label}</p>
            <p className="mt-2 font-display text-4xl font-black text-white" data-testid={`count-${card.label}`}>
              {card.value ?? (overview.isError ? '–' : '…')}
            </p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="font-display text-xl font-black uppercase text-white">
          Quick Actions
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          {QUICK_ACTIONS.map((action) => (
            <button key={action.tab} type="button" className={secondaryButton} onClick={() => onNavigate(action.tab)}>
              {action.label}
            </button>
          ))}
        </div>
      </section>

      <section aria-labelledby="platform-status">
        <h2 id="platform-status" className="font-display text-xl font-black uppercase text-white">
          Platform Status
        </h2>
        <div className="mt-3 flex flex-wrap gap-2" data-testid="platform-status">
          {!platform ? (
            <Badge outline>{overview.isError ? 'Status unavailable' : 'Checking...'}</Badge>
          ) : (
            <>
              <Badge color={platform.database === 'up' ? 'green' : 'orange'}>
                {platform.database === 'up' ? 'Content Database Connected' : 'Content Database Down'}
              </Badge>
              <Badge color={platform.queue === 'up' ? 'green' : 'orange'}>
                {platform.queue === 'up' ? 'Job Queue Connected' : 'Job Queue Down'}
              </Badge>
              <Badge color="green">Authentication Active</Badge>
              <Badge color="green">Admin Access Granted</Badge>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
