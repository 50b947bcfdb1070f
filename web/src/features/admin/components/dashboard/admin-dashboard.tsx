import { useLocation, useSearch } from 'wouter';
import type { AuthUserView } from '@api/shared/contracts/admin';
import { AdminWorkspace } from '../workspace/admin-workspace';
import { tabFromParam, tabParam, tabsFor } from '../workspace/admin-sections';
import { AutomationTab } from './automation-tab';
import type { DashboardTab } from './dashboard-tabs';
import { ARTICLES, ARTISTS, EVENTS, NEWSLETTERS, RELEASES } from './entity-specs';
import { ContentTab } from './content-tab';
import { OverviewTab } from './overview-tab';

/**
 * The admin dashboard (spec section 2): welcome line, logout, seven tabs, in
 * the admin workspace. The open tab is in the address (?tab=automation), so a
 * reload or a link from another admin screen opens it.
 */
export function AdminDashboard({ user }: { user: AuthUserView }) {
  const [path, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const allowed = tabsFor(user.role);
  const tab = tabFromParam(search.get('tab'), allowed);
  const select = (next: DashboardTab) => {
    const query = new URLSearchParams(search);
    if (next === allowed[0]) query.delete('tab');
    else query.set('tab', tabParam(next));
    const rest = query.toString();
    navigate(rest ? `${path}?${rest}` : path, { replace: true });
  };

  return (
    <AdminWorkspace
      nav={{ activeTab: tab, onSelectTab: select }}
      eyebrow="Admin Dashboard"
      // A member invited without a first name is greeted plainly, not called 'Admin' whatever their role.
      title={user.firstName ? `Welcome back, ${user.firstName}` : 'Welcome back'}
      actions={<span className="text-xs font-black uppercase tracking-[0.2em] text-zinc-400">Role: {user.role}</span>}
    >
      <div role="tabpanel" id="admin-tabpanel" aria-label={tab}>
        {tab === 'Overview' && <OverviewTab onNavigate={select} />}
        {tab === 'Automation' && <AutomationTab />}
        {tab === 'Articles' && <ContentTab spec={ARTICLES} />}
        {tab === 'Artists' && <ContentTab spec={ARTISTS} />}
        {tab === 'Releases' && <ContentTab spec={RELEASES} />}
        {tab === 'Events' && <ContentTab spec={EVENTS} />}
        {tab === 'Newsletters' && <ContentTab spec={NEWSLETTERS} />}
      </div>
    </AdminWorkspace>
  );
}
