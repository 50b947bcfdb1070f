import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LimitAtMost, ListOffset } from '../../../http/list-query.dto';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '../../../shared/contracts/admin';

export const MAX_SUBSCRIBER_PAGE = 5_000;

/** The subscriber dashboard shows the whole list in one scroll box, so pages are large. */
export class SubscriberListQueryDto {
  @LimitAtMost(MAX_SUBSCRIBER_PAGE)
  limit: number = 1_000;

  @ListOffset()
  offset: number = 0;

  @IsOptional()
  @IsIn(SUBSCRIBER_STATUSES, { message: `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}` })
  status?: SubscriberStatus;

  @IsOptional()
  @IsIn(['yes', 'no'], { message: 'credit must be yes or no' })
  credit?: 'yes' | 'no';

  /** Part of a first name, last name, full name or email, any case. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;
}
