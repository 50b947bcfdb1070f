import { BadRequestException } from '@nestjs/common';
import { DEFAULT_PUBLICATION_STATUS, type PublicationStatus } from '../../shared/domain/publication-status';

/** Where a row stands: its status and, when scheduled, when it goes out. */
export interface Publication {
  status: PublicationStatus;
  publishAt: Date | null;
}

/** What an admin's create or edit says about publication; both may be left out. */
export interface PublicationRequest {
  status?: PublicationStatus;
  /** ISO 8601 with a zone, already checked for its form by the DTO; null or '' clears it. */
  publishAt?: string | null;
}

/**
 * The publication a write leaves the row in, from what the request says and
 * what was stored (`before`, null on create). A new row without a status is
 * published, as every row was before statuses existed; an edit without one
 * keeps the stored status. A scheduled row needs a publish time in the
 * future; any other status has none. Each refusal says how to fix it.
 */
export function resolvePublication(request: PublicationRequest, before: Publication | null, now: Date): Publication {
  const status = request.status ?? before?.status ?? DEFAULT_PUBLICATION_STATUS;
  const sentTime = request.publishAt === undefined ? undefined : request.publishAt || null;
  if (status !== 'scheduled') {
    if (sentTime) {
      throw new BadRequestException(
        `publishAt can only be set when status is scheduled (status is ${status}); send status "scheduled" with it, or leave publishAt out`,
      );
    }
    return { status, publishAt: null };
  }
  const publishAt =
    sentTime === undefined
      ? before?.status === 'scheduled'
        ? before.publishAt
        : null
      : sentTime && new Date(sentTime);
  if (!publishAt) {
    throw new BadRequestException('publishAt is required when status is scheduled: the date and time to publish at');
  }
  const unchanged = before?.status === 'scheduled' && before.publishAt?.getTime() === publishAt.getTime();
  if (!unchanged && publishAt.getTime() <= now.getTime()) {
    throw new BadRequestException(
      `publishAt must be in the future to schedule publishing (it is ${publishAt.toISOString()}); use status "published" to publish now`,
    );
  }
  return { status, publishAt };
}

/** Whether a write moves the row onto the public site (it was not published, now it is). */
export function goesPublic(before: Publication | null, after: Publication): boolean {
  return after.status === 'published' && before !== null && before.status !== 'published';
}
