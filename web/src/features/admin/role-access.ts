import { roleAtLeast, type DeskRole } from '@api/shared/domain/desk-roles';
import type { DashboardTab } from './components/dashboard/dashboard-tabs';

/**
 * What each part of the admin needs, mirroring the @Allow declarations of the
 * API's routes. It only decides what the screens show: the server checks
 * every call again and answers 403 below the route's role.
 */
export const TAB_ROLES: Record<DashboardTab, DeskRole> = {
  Overview: 'admin',
  Automation: 'editor',
  Articles: 'author',
  Artists: 'editor',
  Releases: 'editor',
  Events: 'editor',
  Newsletters: 'admin',
};

/** The dashboard's content paths whose rows a role may delete. */
const DELETE_ROLES: Record<string, DeskRole> = {
  '/api/articles': 'editor',
  '/api/artists': 'editor',
  '/api/releases': 'editor',
  '/api/events': 'editor',
  '/api/newsletters': 'admin',
};

export function canOpenTab(role: DeskRole | undefined, tab: DashboardTab): boolean {
  return roleAtLeast(role, TAB_ROLES[tab]);
}

export function canDelete(role: DeskRole | undefined, basePath: string): boolean {
  return roleAtLeast(role, DELETE_ROLES[basePath] ?? 'admin');
}

export { roleAtLeast };
