/**
 * The editorial desk's roles, weakest first. Each role may do everything the
 * roles before it may: an author writes drafts, an editor publishes and runs
 * the scrapers, an admin also runs sources, subscribers and newsletters, and
 * the owner also manages the team and reads the Outbox. The server decides; the web only hides
 * what a role cannot use.
 */
export const DESK_ROLES = ['author', 'editor', 'admin', 'owner'] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

/** Whether someone holding `role` may do what `required` is needed for. */
export function roleAtLeast(role: DeskRole | null | undefined, required: DeskRole): boolean {
  if (!role) return false;
  return DESK_ROLES.indexOf(role) >= DESK_ROLES.indexOf(required);
}
