import { ConflictException, ForbiddenException } from '@nestjs/common';
import { editRefusal, type EditConditions, type OwnedRow } from './edit-conditions';
import type { Publication, PublicationRequest } from './publication-rules';

/** A 403 saying why, when `conditions` (an author's: their own draft) do not allow editing `row`. */
export function assertEditAllowed(
  conditions: EditConditions | undefined,
  row: OwnedRow,
  noun: string,
  id: number,
): void {
  const refusal = editRefusal(conditions, row, noun, id);
  if (refusal) throw new ForbiddenException(refusal);
}

/**
 * The condition an edit is written under: the stored row's publication is
 * still the one the edit was resolved against, so a scheduled row the worker
 * publishes meanwhile is not put back to scheduled by an edit of its title,
 * and an edit allowed only on drafts never lands on a row that went public.
 */
export function stillPublishedAsRead(read: Publication): (stored: Publication) => boolean {
  return (stored) => stored.status === read.status && stored.publishAt?.getTime() === read.publishAt?.getTime();
}

/** The 409 of an edit whose row changed publication while it was being edited. */
export function publicationChangedMeanwhile(noun: string, id: number): ConflictException {
  return new ConflictException(
    `${noun} ${id} was published, scheduled or unpublished while you were editing it: reload it to see where it stands, then make your change again.`,
  );
}

/** The request's own columns: its status and publish time are resolved (resolvePublication), never copied. */
export function columnsBesidesPublication<Dto extends PublicationRequest>(dto: Dto): Omit<Dto, 'status' | 'publishAt'> {
  const { status: _status, publishAt: _publishAt, ...columns } = dto;
  return columns;
}
