import type { Queue } from 'bullmq';
import { withTimeout } from '../async/with-timeout';
import type { QueueName } from '../queues/queue-names';
import type { MetricsService } from './metrics.service';

/** What a scrape may wait on Redis before it reports the other numbers without queue depth. */
const COUNT_TIMEOUT_MS = 1_000;
const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** Jobs per queue and state, read from the queue's datastore when Prometheus scrapes. */
export function registerQueueDepth(
  metrics: MetricsService,
  queues: readonly QueueName[],
  queueOf: (name: QueueName) => Queue,
): void {
  metrics.gauge(
    'cypher_queue_jobs',
    'Jobs per queue and state (waiting, active, delayed, failed)',
    ['queue', 'state'],
    async (gauge) => {
      gauge.reset();
      await Promise.all(
        queues.map(async (name) => {
          try {
            const counts = await withTimeout(queueOf(name).getJobCounts(...STATES), COUNT_TIMEOUT_MS);
            for (const state of STATES) gauge.set({ queue: name, state }, counts[state] ?? 0);
          } catch {
            // Redis down or slow: this queue has no sample this time; the health endpoint says why.
          }
        }),
      );
    },
  );
}
