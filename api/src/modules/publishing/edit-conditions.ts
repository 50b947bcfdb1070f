import type { PublicationStatus } from '../../shared/domain/publication-status';

/**
 * What a stored row must be for one member's edit of it to be made: the
 * status it must still have when written (an author edits drafts only) and
 * the member who must have created it (an author edits their own). Editors
 * and above edit under none.
 */
export interface EditConditions {
  onlyIfStatus?: PublicationStatus;
  ownedBy?: string;
}

/** Who makes a create, stamped on the row as its creator. */
export interface WriteOrigin {
  createdBy: string | null;
}

/** A row as the conditions judge it. */
export interface OwnedRow {
  status: PublicationStatus;
  createdBy: string | null;
}

export const EDIT_REFUSALS = {
  status: (noun: string, id: number) =>
    `Authors edit drafts only: ${noun} ${id} is already scheduled or public, so an editor changes it.`,
  owner: (noun: string, id: number) =>
    `Authors edit their own drafts only: ${noun} ${id} was written by someone else, so its writer or an editor changes it.`,
} as const;

/** Why `conditions` forbid editing `row` (one of EDIT_REFUSALS), or null when they allow it. */
export function editRefusal(
  conditions: EditConditions | undefined,
  row: OwnedRow,
  noun: string,
  id: number,
): string | null {
  if (!conditions) return null;
  if (conditions.onlyIfStatus !== undefined && row.status !== conditions.onlyIfStatus) {
    return EDIT_REFUSALS.status(noun, id);
  }
  if (conditions.ownedBy !== undefined && row.createdBy !== conditions.ownedBy) return EDIT_REFUSALS.owner(noun, id);
  return null;
}
