import type { DeskMember } from '../auth/desk-member';
import { editRefusal, type EditConditions, type OwnedRow } from '../publishing/edit-conditions';

/**
 * An author changes only their own drafts: a story another member wrote, or
 * one already scheduled or public, is an editor's to change. Editors and above
 * edit any story.
 */
export function authorsEditOwnDrafts(member: DeskMember): EditConditions | undefined {
  return member.role === 'author' ? { onlyIfStatus: 'draft', ownedBy: member.id } : undefined;
}

/** Whether `member` may edit `row`, by the same rule the edit itself is checked with. */
export function mayEdit(member: DeskMember | undefined, row: OwnedRow & { id: number }): boolean {
  if (!member) return false;
  return editRefusal(authorsEditOwnDrafts(member), row, 'Article', row.id) === null;
}
