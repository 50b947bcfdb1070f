import type { Response } from 'supertest';
import { type AdminRequests, signInAdmin } from '../../../api/test/support/admin-session';
import { startTestApp, TestApp } from '../../../api/test/support/test-app';
import { truncateAll } from '../../../api/test/support/test-database';
import { startWorker, WorkerProcess } from '../../../api/test/support/worker-process';
import { FixtureServer } from './fixture-server';
import { dropQueueKeys, isolatedQueuePrefix, JobRunBody, waitForJobEnd } from './jobs-harness';
import { useScrapeSources } from './scrape-sources';

export type ScrapeKind = 'news' | 'releases';

export interface WorkerStageOptions {
  /**
   * The only scrape sources of one kind on the fixture server (which is started for them): its
   * paths, or, for sources that name the server some other way, a function of it giving full URLs.
   */
  sources?: { kind: ScrapeKind } & ({ paths: string[] } | { urls: (fixtures: FixtureServer) => string[] });
  /** Rows the worker must find already there when it starts, written after the admin signs in. */
  prepare?: (stage: WorkerStage) => Promise<void>;
  /** Environment of a worker started with the stage; without it the spec starts one when it needs it. */
  worker?: Record<string, string>;
  /** Environment of the stage's API on top of the run's. */
  app?: Record<string, string>;
}

export interface WorkerStage {
  readonly prefix: string;
  readonly app: TestApp;
  readonly fixtures: FixtureServer;
  /** Request builders of the signed-in admin, and the session's cookies. */
  readonly admin: AdminRequests;
  readonly cookies: string[];
  /** The scrape sources in the order they were listed, as full URLs. */
  readonly sources: string[];
  readonly worker: WorkerProcess | undefined;
  /** Stops the running worker, if any, and starts one on the stage's queues with `env`. */
  startWorker(env?: Record<string, string>): Promise<WorkerProcess>;
  /** Asks for a scrape as the admin's button does. */
  requestScrape(kind: ScrapeKind): Promise<Response>;
  /** Asks for a scrape, which must be accepted, and waits for the run to end. */
  runScrape(kind: ScrapeKind, timeoutMs?: number): Promise<JobRunBody>;
  /** Waits for a job to end, read the way the Automation tab reads it. */
  jobEnd(jobId: string, timeoutMs?: number): Promise<JobRunBody>;
}

/**
 * One API, a worker process (started with the stage or by the spec) and, for
 * the scrapers, the fixture sites, on queues of the spec file's own: the API
 * starts, the tables are emptied, the sources are set and the admin signs in
 * before the first test; all of it is stopped, and the queues' keys dropped,
 * after the last.
 */
export function useWorkerStage(name: string, options: WorkerStageOptions = {}): WorkerStage {
  const prefix = isolatedQueuePrefix(name);
  let app: TestApp | undefined;
  let fixtures: FixtureServer | undefined;
  let worker: WorkerProcess | undefined;
  let admin: AdminRequests | undefined;
  let sources: string[] = [];
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started yet (use it inside a test or hook)`);
    return value;
  };

  const stage: WorkerStage = {
    prefix,
    get app() {
      return started(app, 'the test API');
    },
    get fixtures() {
      return started(fixtures, 'the fixture server');
    },
    get admin() {
      return started(admin, 'the admin session');
    },
    get cookies() {
      return stage.admin.cookies;
    },
    get sources() {
      return sources;
    },
    get worker() {
      return worker;
    },
    async startWorker(env = {}) {
      await worker?.stop();
      worker = await startWorker({ QUEUE_PREFIX: prefix, ...env });
      return worker;
    },
    requestScrape: async (kind) => stage.admin.post(`/api/admin/scrape/${kind}`),
    async runScrape(kind, timeoutMs) {
      const response = await stage.requestScrape(kind);
      expect(response.status).toBe(202);
      return stage.jobEnd(response.body.jobId, timeoutMs);
    },
    jobEnd: (jobId, timeoutMs) => waitForJobEnd(stage.app, stage.cookies, jobId, timeoutMs),
  };

  beforeAll(async () => {
    if (options.sources) fixtures = await FixtureServer.start();
    app = await startTestApp({ ...options.app, QUEUE_PREFIX: prefix });
    await truncateAll(app.dataSource);
    if (options.sources) {
      const listed = options.sources;
      sources = 'paths' in listed ? listed.paths.map((path) => stage.fixtures.url(path)) : listed.urls(stage.fixtures);
      await useScrapeSources(app.dataSource, options.sources.kind, sources);
    }
    admin = await signInAdmin(app);
    await options.prepare?.(stage);
    if (options.worker) await stage.startWorker(options.worker);
  });

  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await fixtures?.close();
    await dropQueueKeys(prefix);
  });

  return stage;
}
