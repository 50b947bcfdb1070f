import { dropQueueKeys } from '../../../worker/test/support/jobs-harness';
import { SmtpTestServer, startSmtpTestServer } from './smtp-test-server';
import { startTestApp, TestApp } from './test-app';
import { truncateAll } from './test-database';
import { startWorker, WorkerProcess } from './worker-process';

/** A test SMTP server, the API and a worker that sends through it, all on one queue prefix. */
export interface MailStage {
  smtp: SmtpTestServer;
  t: TestApp;
  worker: WorkerProcess;
}

export interface MailStageOptions {
  appEnv?: Record<string, string>;
  workerEnv?: Record<string, string>;
  /** Empty the tables once, before the worker starts, for specs that do not empty them per test. */
  truncateFirst?: boolean;
  /** SIGKILL for specs that leave jobs behind on purpose; the prefix's keys are then dropped too. */
  stopWith?: 'SIGTERM' | 'SIGKILL';
}

/**
 * Starts the stage before the block's tests and stops it after them. Read
 * `smtp`, `t` and `worker` inside tests and hooks.
 */
export function useMailStage(prefix: string, options: MailStageOptions = {}): MailStage {
  const stage = {} as MailStage;
  beforeAll(async () => {
    stage.smtp = await startSmtpTestServer();
    stage.t = await startTestApp({ QUEUE_PREFIX: prefix, SMTP_URL: stage.smtp.url, ...options.appEnv });
    if (options.truncateFirst) await truncateAll(stage.t.dataSource);
    stage.worker = await startWorker({
      QUEUE_PREFIX: prefix,
      SMTP_URL: stage.smtp.url,
      PUBLIC_URL: stage.t.url,
      ...options.workerEnv,
    });
  });
  afterAll(async () => {
    await stage.worker?.stop(options.stopWith);
    await stage.t?.close();
    await stage.smtp?.close();
    if (options.stopWith === 'SIGKILL') await dropQueueKeys(prefix);
  });
  return stage;
}
