import { DASHBOARD_TABS, type DashboardTab } from '../dashboard/dashboard-tabs';

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
}

export const ADMIN_PAGES: AdminPageLink[] = [
  { label: 'Send Newsletters', href: '/admin/newsletters' },
  { label: 'Sources', href: '/admin/sources' },
  { label: 'Subscribers', href: '/admin/subscribers' },
  { label: 'Outbox', href: '/admin/outbox' },
  { label: 'Queues', href: '/admin/queues', external: true },
];

/** The query value that opens a tab ('?tab=automation'); the tab's name, lower case. */
export function tabParam(tab: DashboardTab): string {
  return tab.toLowerCase();
}

export function tabFromParam(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tabParam(tab) === value?.toLowerCase()) ?? 'Overview';
}

export function dashboardHref(tab: DashboardTab): string {
  return tab === 'Overview' ? '/admin-dashboard' : `/admin-dashboard?tab=${tabParam(tab)}`;
}
