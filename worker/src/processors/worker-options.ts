import { WORKER_LOCK_OPTIONS } from '@api/queues/job-options';

/** Options every @Processor shares; concurrency is applied from WORKER_CONCURRENCY at boot. */
export const PROCESSOR_OPTIONS = { ...WORKER_LOCK_OPTIONS };
