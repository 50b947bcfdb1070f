import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Type } from 'class-transformer';
import { EARLIEST_QUERY_YEAR, IsDateWithinYears, LATEST_QUERY_YEAR } from '../../../http/bounded-date';
import { ListOffset, LimitAtMost } from '../../../http/list-query.dto';

const dateMessage = (field: string) =>
  `${field} must be an ISO 8601 date between the years ${EARLIEST_QUERY_YEAR} and ${LATEST_QUERY_YEAR}, ` +
  'such as 2026-01-31 or 2026-01-31T09:00:00Z';

/** `GET /api/admin/audit`: filters, all optional, and a page (newest first). */
export class AuditQueryDto {
  /** A member's id, or part of their email. */
  @IsOptional()
  @IsString({ message: 'actor must be text' })
  @MaxLength(254, { message: 'actor must be at most 254 characters' })
  @Matches(/^[^\0]*$/, { message: 'actor must not contain a NUL character' })
  actor?: string;

  @IsOptional()
  @IsString({ message: 'action must be text' })
  @MaxLength(40, { message: 'action must be at most 40 characters' })
  @Matches(/^[a-z0-9-]+$/, { message: 'action is a lowercase word such as update, publish or login' })
  action?: string;

  @IsOptional()
  @IsString({ message: 'entity must be text' })
  @MaxLength(60, { message: 'entity must be at most 60 characters' })
  @Matches(/^[a-z0-9.-]+$/, { message: 'entity is a lowercase word such as articles, team or auth' })
  entity?: string;

  /** Entries at or after this instant (ISO 8601). */
  @IsOptional()
  @Type(() => Date)
  @IsDateWithinYears({ message: dateMessage('from') })
  from?: Date;

  /** Entries before this instant (ISO 8601). */
  @IsOptional()
  @Type(() => Date)
  @IsDateWithinYears({ message: dateMessage('to') })
  to?: Date;

  @LimitAtMost(100)
  limit: number = 50;

  @ListOffset()
  offset: number = 0;
}
