import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

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
 * it) with the test run's environment plus `env`, and waits for it to say ready.
 */
export async function startWorker(env: Record<string, string> = {}, readyTimeoutMs = 30_000): Promise<WorkerProcess> {
  if (!existsSync(WORKER_ENTRY)) throw new Error(`${WORKER_ENTRY} is missing: run npm run build:server first`);
  const child = spawn(process.execPath, [WORKER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: process.env.WORKER_LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`worker not ready in ${readyTimeoutMs} ms:\n${output}`)),
      readyTimeoutMs,
    );
    const onData = () => {
      if (/ready/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code} before it was ready:\n${output}`));
    });
  });

  return {
    child,
    output: () => output,
    exited,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
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
