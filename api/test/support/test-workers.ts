/**
 * How many jest workers run this tier's spec files side by side (`TEST_WORKERS`, set by scripts/test.mjs
 * to match `--maxWorkers`), and where each finds its own database. Spec files in different workers must not
 * share tables or queues: one truncates what the other is reading.
 */
export function testWorkerCount(): number {
  const count = Number(process.env.TEST_WORKERS ?? '1');
  return Number.isInteger(count) && count > 1 ? count : 1;
}

export function workerDatabaseVariable(worker: number): string {
  return `DATABASE_URL_WORKER_${worker}`;
}
