import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { TREND_DEFAULT_DAYS, TREND_MAX_DAYS, TREND_MIN_DAYS } from '../../../shared/contracts/admin-trends';

/** GET /api/admin/overview/trends?days=30 */
export class TrendsQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'days must be a whole number' })
  @Min(TREND_MIN_DAYS, { message: `days must be at least ${TREND_MIN_DAYS}` })
  @Max(TREND_MAX_DAYS, { message: `days must be at most ${TREND_MAX_DAYS}` })
  days: number = TREND_DEFAULT_DAYS;
}
