import { CatchAllSmtp, startCatchAllSmtp } from '../../src/mail/catch-all-smtp';
import { dropQueueKeys, useWorkersPerTest } from '../../../worker/test/support/jobs-harness';
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

/** The API and a worker sending through the catch-all SMTP server, which keeps every message in the Outbox. */
export interface OutboxStage {
  catchAll: CatchAllSmtp;
  t: TestApp;
  worker: WorkerProcess;
}

/**
 * Starts the Outbox stage, the tables emptied, before the block's tests and
 * stops it after them. Read `t` inside tests and hooks.
 */
export function useOutboxStage(prefix: string, appEnv: Record<string, string> = {}): OutboxStage {
  const stage = {} as OutboxStage;
  beforeAll(async () => {
    stage.catchAll = await startCatchAllSmtp({ databaseUrl: process.env.DATABASE_URL!, port: 0 });
    const mail = { QUEUE_PREFIX: prefix, SMTP_URL: stage.catchAll.url };
    stage.t = await startTestApp({ ...mail, ...appEnv });
    await truncateAll(stage.t.dataSource);
    stage.worker = await startWorker({ ...mail, PUBLIC_URL: stage.t.url });
  });
  afterAll(async () => {
    await stage.worker?.stop();
    await stage.t?.close();
    await stage.catchAll?.stop();
  });
  return stage;
}

/** A test SMTP server and the API sending through it, for specs that start their workers per test. */
export interface SmtpApp {
  smtp: SmtpTestServer;
  t: TestApp;
}

/** Starts both before the block's tests; after them stops both and drops the prefix's queue keys. */
export function useSmtpApp(prefix: string, appEnv: Record<string, string> = {}): SmtpApp {
  const stage = {} as SmtpApp;
  beforeAll(async () => {
    stage.smtp = await startSmtpTestServer();
    stage.t = await startTestApp({ QUEUE_PREFIX: prefix, SMTP_URL: stage.smtp.url, ...appEnv });
  });
  afterAll(async () => {
    await stage.t?.close();
    await stage.smtp?.close();
    await dropQueueKeys(prefix);
  });
  return stage;
}

/** The SMTP app for the block, and a way for each test to start workers that send through it. */
export interface SmtpAppWithWorkers extends SmtpApp {
  /** Starts a worker on the stage's prefix, SMTP server and public URL, plus `extra`; it is SIGKILLed after the test. */
  startWorker(extra?: Record<string, string>): Promise<WorkerProcess>;
}

/**
 * `useSmtpApp` for specs whose tests start their own workers (to choose a send
 * rate, or to kill one mid-send): the workers are wired to the stage's queue
 * prefix, SMTP server and public URL.
 */
export function useSmtpAppWithWorkers(prefix: string, appEnv: Record<string, string> = {}): SmtpAppWithWorkers {
  const app = useSmtpApp(prefix, appEnv);
  const workers = useWorkersPerTest(() => ({ QUEUE_PREFIX: prefix, SMTP_URL: app.smtp.url, PUBLIC_URL: app.t.url }));
  return Object.assign(app, { startWorker: workers.start });
}
