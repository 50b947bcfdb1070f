import { JobName } from '@api/queues/job-names';
import { QueueName } from '@api/queues/queue-names';
import { AdminStatsRefresher } from '../stats/admin-stats-refresher';
import { oneQueueProcessor } from './one-queue-processor';

export const StatsProcessor = oneQueueProcessor(QueueName.Stats, [AdminStatsRefresher], (refresher) => ({
  [JobName.RefreshAdminStats]: () => refresher.refresh(),
}));
