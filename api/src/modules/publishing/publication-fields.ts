import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { IsIsoInstant, WhenPresent } from '../../http/field-rules';
import { PUBLICATION_STATUSES } from '../../shared/domain/publication-status';

/** `status` of an admin write: left out it is published (create) or stays as stored (edit); null is refused. */
export function StatusField() {
  return applyDecorators(
    WhenPresent(),
    IsIn(PUBLICATION_STATUSES, { message: `Status must be one of ${PUBLICATION_STATUSES.join(', ')}` }),
  );
}

const PUBLISH_AT_MESSAGE = 'publishAt must be an ISO 8601 date and time with a time zone, such as 2026-12-01T09:00:00Z';

/** `publishAt` of an admin write: when a scheduled row goes out; empty or null clears it. */
export function PublishAtField() {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: PUBLISH_AT_MESSAGE }),
    IsIsoInstant(PUBLISH_AT_MESSAGE),
  );
}
