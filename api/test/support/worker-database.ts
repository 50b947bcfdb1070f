import { workerDatabaseVariable } from './test-workers';

// Runs in each jest worker before its spec files: the worker takes the database copy made for its slot and
// a key prefix of its own, so spec files running at the same time in another worker never see its rows or jobs.
const worker = Number(process.env.JEST_WORKER_ID ?? '1');
const ownDatabase = process.env[workerDatabaseVariable(worker)];
if (ownDatabase) {
  process.env.DATABASE_URL = ownDatabase;
  if (process.env.QUEUE_PREFIX && !process.env.QUEUE_PREFIX.endsWith(`-w${worker}`)) {
    process.env.QUEUE_PREFIX = `${process.env.QUEUE_PREFIX}-w${worker}`;
  }
}
