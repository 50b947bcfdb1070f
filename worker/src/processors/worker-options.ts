import { hostname } from 'node:os';
import { WORKER_LOCK_OPTIONS } from '@api/queues/job-options';

/**
 * Options every @Processor shares; concurrency is applied from WORKER_CONCURRENCY
 * at boot. The name is stored on each job it processes (processedBy), so the queue
 * dashboard and the tests can tell which process ran what.
 */
export const PROCESSOR_OPTIONS = { ...WORKER_LOCK_OPTIONS, name: `${hostname()}:${process.pid}` };
