import type { DeskRole } from '@api/shared/domain/desk-roles';
import { DASHBOARD_TABS, type DashboardTab } from '../dashboard/dashboard-tabs';
import { canOpenTab, roleAtLeast } from '../../role-access';

/**
 * Every section of the admin workspace, in the order the sidebar lists them.
 * The dashboard's tabs switch in place on /admin-dashboard and are links from
 * anywhere else; the pages below them are screens of their own. A new admin
 * screen adds one entry to ADMIN_PAGES and wraps itself in <AdminWorkspace>.
 */
export interface AdminPageLink {
  label: string;
  href: string;
  /** Served outside the SPA (the queue dashboard): a full page load. */
  external?: boolean;
  /** The weakest role that may use it (the server decides; the sidebar only hides the rest). */
  role: DeskRole;
}

export const ADMIN_PAGES: AdminPageLink[] = [
  { label: 'Send Newsletters', href: '/admin/newsletters', role: 'admin' },
  { label: 'Sources', href: '/admin/sources', role: 'admin' },
  { label: 'Chart Sources', href: '/admin/charts', role: 'admin' },
  { label: 'Subscribers', href: '/admin/subscribers', role: 'admin' },
  { label: 'Webhooks', href: '/admin/webhooks', role: 'admin' },
  // Owner only: the Outbox holds invitation and reset emails, a way into their recipients' accounts.
  { label: 'Outbox', href: '/admin/outbox', role: 'owner' },
  { label: 'Queues', href: '/admin/queues', external: true, role: 'admin' },
  { label: 'Team', href: '/admin/team', role: 'owner' },
  { label: 'Audit', href: '/admin/audit', role: 'admin' },
];

/** The pages a role may use, in their order. */
export function pagesFor(role: DeskRole | undefined): AdminPageLink[] {
  return ADMIN_PAGES.filter((page) => roleAtLeast(role, page.role));
}

/** The dashboard tabs a role may open, in their order. */
export function tabsFor(role: DeskRole | undefined): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => canOpenTab(role, tab));
}

/** The query value that opens a tab ('?tab=automation'); the tab's name, lower case. */
export function tabParam(tab: DashboardTab): string {
  return tab.toLowerCase();
}

/** The tab the address names when the role may open it, else the role's first tab. */
export function tabFromParam(value: string | null, allowed: readonly DashboardTab[] = DASHBOARD_TABS): DashboardTab {
  return allowed.find((tab) => tabParam(tab) === value?.toLowerCase()) ?? allowed[0] ?? 'Articles';
}

export function dashboardHref(tab: DashboardTab): string {
  return tab === 'Overview' ? '/admin-dashboard' : `/admin-dashboard?tab=${tabParam(tab)}`;
}
