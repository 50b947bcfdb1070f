import { useState } from 'react';
import { Link } from 'wouter';
import type { AuthUserView } from '@api/shared/contracts/admin';
import { secondaryButton } from '../../../../components/ui/styles';
import { ADMIN_LOGOUT_URL } from '../../api/auth';
import { DASHBOARD_STATS_POLL_MS, EMPTY_STATS, useAdminStats } from '../../api/dashboard';
import { AutomationTab } from './automation-tab';
import { DashboardTabs, type DashboardTab } from './dashboard-tabs';
import { ARTICLES, ARTISTS, EVENTS, NEWSLETTERS, RELEASES } from './entity-specs';
import { ContentTab } from './content-tab';
import { OverviewTab } from './overview-tab';

/** The admin dashboard (spec section 2): welcome line, logout, subscriber numbers, seven tabs. */
export function AdminDashboard({ user }: { user: AuthUserView }) {
  const [tab, setTab] = useState<DashboardTab>('Overview');
  const stats = useAdminStats(DASHBOARD_STATS_POLL_MS).data ?? EMPTY_STATS;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">Admin Dashboard</p>
          <h1 className="mt-1 font-display text-4xl font-black uppercase text-white">
            Welcome back, {user.firstName || 'Admin'}
          </h1>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href="/admin/subscribers" className={secondaryButton}>
            Subscribers
          </Link>
          <a href={ADMIN_LOGOUT_URL} className={secondaryButton}>
            Logout
          </a>
        </div>
      </div>

      <dl
        className="mt-6 flex flex-wrap gap-x-8 gap-y-2 rounded-sm border border-zinc-800 bg-zinc-950 px-4 py-3 text-sm"
        aria-label="Subscriber numbers"
      >
        <div className="flex gap-2">
          <dt className="text-zinc-300">Total Subscribers</dt>
          <dd className="font-black text-white" data-testid="dashboard-total-subscribers">
            {stats.totalSubscribers}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-zinc-300">Daily Visitors (24h)</dt>
          <dd className="font-black text-white">{stats.dailyVisitors}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-zinc-300">Credit Program</dt>
          <dd className="font-black text-white">
            {stats.creditProgramYes} yes / {stats.creditProgramNo} no
          </dd>
        </div>
      </dl>

      <DashboardTabs active={tab} onSelect={setTab} />
      <div role="tabpanel" id={`admin-tabpanel`} aria-label={tab} className="mt-6">
        {tab === 'Overview' && <OverviewTab onNavigate={setTab} />}
        {tab === 'Automation' && <AutomationTab />}
        {tab === 'Articles' && <ContentTab spec={ARTICLES} />}
        {tab === 'Artists' && <ContentTab spec={ARTISTS} />}
        {tab === 'Releases' && <ContentTab spec={RELEASES} />}
        {tab === 'Events' && <ContentTab spec={EVENTS} />}
        {tab === 'Newsletters' && <ContentTab spec={NEWSLETTERS} />}
      </div>
    </div>
  );
}
