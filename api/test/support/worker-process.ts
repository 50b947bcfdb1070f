import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { untilSaidReady } from '../../../scripts/lib/readiness.cjs';
import { spawnService } from '../../../scripts/lib/service-process.cjs';

const ROOT = join(__dirname, '..', '..', '..');
export const WORKER_ENTRY = join(ROOT, 'dist', 'worker', 'src', 'main.js');

export interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Boots the real, built worker (`npm run build:server` first; `npm test` does
 * it) with the test run's environment plus `env`, and waits until it says over
 * its IPC channel that it takes jobs (the same boot code as npm start).
 */
export async function startWorker(env: Record<string, string> = {}, readyTimeoutMs = 30_000): Promise<WorkerProcess> {
  if (!existsSync(WORKER_ENTRY)) throw new Error(`${WORKER_ENTRY} is missing: run npm run build:server first`);
  const service = spawnService({
    name: 'worker',
    script: WORKER_ENTRY,
    cwd: ROOT,
    // Fixture feeds are served from 127.0.0.1, which the scrapers refuse unless told otherwise;
    // a spec about that refusal passes SCRAPE_ALLOW_PRIVATE: 'false'.
    env: { ...process.env, LOG_LEVEL: process.env.WORKER_LOG_LEVEL ?? 'warn', SCRAPE_ALLOW_PRIVATE: 'true', ...env },
    output: 'capture',
  });
  await untilSaidReady(service, readyTimeoutMs).catch(async (error) => {
    await service.stop('SIGKILL');
    throw error;
  });
  const exited = service.exited.then((exit) => exit.code);

  return {
    child: service.child,
    output: service.output,
    exited,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (service.running()) service.child.kill(signal);
      return exited;
    },
  };
}

export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false>,
  { timeoutMs = 20_000, intervalMs = 200, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}
