import { LimitAtMost } from '../../../http/list-query.dto';
import { JOB_RUNS_DEFAULT_LIMIT, JOB_RUNS_MAX_LIMIT } from '../../../shared/contracts/jobs';

export class ListJobRunsQueryDto {
  @LimitAtMost(JOB_RUNS_MAX_LIMIT)
  limit: number = JOB_RUNS_DEFAULT_LIMIT;
}
