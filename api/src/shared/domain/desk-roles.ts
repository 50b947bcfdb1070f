/**
 * The editorial desk's roles, weakest first. Each role may do everything the
 * roles before it may: an author writes drafts, an editor publishes and runs
 * the scrapers, an admin also runs sources, subscribers and newsletters, and
 * the owner also manages the team. The server decides; the web only hides
 * what a role cannot use.
 */
export const DESK_ROLES = ['author', 'editor', 'admin', 'owner'] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

export function isDeskRole(value: unknown): value is DeskRole {
  return typeof value === 'string' && (DESK_ROLES as readonly string[]).includes(value);
}

/** Whether someone holding `role` may do what `required` is needed for. */
export function roleAtLeast(role: DeskRole | null | undefined, required: DeskRole): boolean {
  if (!role) return false;
  return DESK_ROLES.indexOf(role) >= DESK_ROLES.indexOf(required);
}

/** What each role may do, for the admin's menus and the README's table. */
export const ROLE_SUMMARIES: Record<DeskRole, string> = {
  author: 'Writes and edits articles',
  editor: 'Publishes, edits and deletes articles, artists, releases and events; runs the scrapers',
  admin: 'Also manages sources, subscribers and newsletters, and sees the stats and the audit log',
  owner: 'Also manages the team: invites, roles and removals',
};
