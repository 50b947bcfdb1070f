import { roleAtLeast, type DeskRole } from '@api/shared/domain/desk-roles';
import type { DashboardTab } from './components/dashboard/dashboard-tabs';
import type { EntitySpec } from './components/dashboard/entity-spec';
import type { CollectionPath } from '@api/shared/contracts/collections';

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

/**
 * An author edits their own drafts only. Whose a story is, the server knows:
 * the admin list marks each row `editable` for the member asking, by the rule
 * it checks the edit against.
 */
export function canEdit(role: DeskRole | undefined, item: object): boolean {
  return role !== 'author' || ('editable' in item && item.editable === true);
}

/**
 * The editor as a role may use it: an author writes drafts, so their status
 * field offers Draft alone, new stories start as drafts and there is no
 * schedule to set (the server refuses anything else with a 403).
 */
export function editorForRole<P extends CollectionPath>(
  spec: EntitySpec<P>,
  role: DeskRole | undefined,
): EntitySpec<P> {
  if (role !== 'author' || !spec.fields.some((field) => field.name === 'status')) return spec;
  return {
    ...spec,
    fields: spec.fields
      .filter((field) => field.name !== 'publishAt')
      .map((field) =>
        field.name === 'status'
          ? { ...field, options: (field.options ?? []).filter((option) => option.value === 'draft') }
          : field,
      ),
    initialValues: { ...spec.initialValues, status: 'draft' },
  };
}

export { roleAtLeast };
