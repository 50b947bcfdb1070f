import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { JOB_RUNS_DEFAULT_LIMIT, JOB_RUNS_MAX_LIMIT } from '../../../shared/contracts/jobs';

export class ListJobRunsQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(JOB_RUNS_MAX_LIMIT, { message: `limit must be at most ${JOB_RUNS_MAX_LIMIT}` })
  limit: number = JOB_RUNS_DEFAULT_LIMIT;
}
