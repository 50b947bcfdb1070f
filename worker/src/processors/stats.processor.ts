import { Processor } from '@nestjs/bullmq';
import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { AdminStatsRefresher } from '../stats/admin-stats-refresher';
import { JobHandlers, QueueWorkerHost } from './queue-worker-host';
import { PROCESSOR_OPTIONS } from './worker-options';

@Processor(QueueName.Stats, PROCESSOR_OPTIONS)
export class StatsProcessor extends QueueWorkerHost<QueueName.Stats> {
  protected readonly queueName = QueueName.Stats;

  constructor(private readonly refresher: AdminStatsRefresher) {
    super();
  }

  protected handlers(): JobHandlers<QueueName.Stats> {
    return { [JobName.RefreshAdminStats]: () => this.refresher.refresh() };
  }
}
