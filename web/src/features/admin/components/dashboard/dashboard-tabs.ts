/** The dashboard's seven tabs (spec section 2); the admin sidebar shows them as its first group. */
export const DASHBOARD_TABS = [
  'Overview',
  'Automation',
  'Articles',
  'Artists',
  'Releases',
  'Events',
  'Newsletters',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
