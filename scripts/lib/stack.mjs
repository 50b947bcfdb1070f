// The running product: the built API and N worker processes with one
// environment, each ready by its own signal (the API by GET /api/health, a
// worker by its IPC message), optionally kept alive by the supervisor. The
// database must be migrated first (runDatabaseTasks). Used by `npm start`, the
// browser tests, the benchmark and any drill that kills processes on purpose:
//
//   const stack = await startStack({ root, env, workers: 2, supervise: true });
//   const back = stack.nextReady('worker 1');
//   await stack.kill('worker 1');           // SIGKILL
//   const { downMs } = await back;          // the supervisor started a new one
//   await stack.untilHealthy();
//   await stack.stop();
import { join } from 'node:path';
import { untilHealthy, untilSaidReady } from './readiness.cjs';
import { spawnService } from './service-process.cjs';
import { Supervisor } from './supervisor.mjs';

export const API_ENTRY = 'dist/api/src/main.js';
export const WORKER_ENTRY = 'dist/worker/src/main.js';

/** 'worker 1' … 'worker N'. */
export const workerNames = (count) => Array.from({ length: count }, (_, index) => `worker ${index + 1}`);

/**
 * `env` needs PORT and what the API and worker read (DATABASE_URL, REDIS_URL, SESSION_SECRET, …).
 * `workerEnv(name)` may add variables for one worker (say, a metrics port of its own).
 * `output`: 'inherit' passes the processes' logs through; 'capture' keeps them for
 * `stack.output(name)` and for the error when a process fails to start.
 */
export async function startStack({
  root,
  env,
  workers = 1,
  workerEnv = () => ({}),
  supervise = false,
  output = 'inherit',
  log = () => undefined,
  readyTimeoutMs = 90_000,
  stopGraceMs = 10_000,
}) {
  if (!env.PORT) throw new Error('startStack needs env.PORT');
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const supervisor = new Supervisor({ log, restart: supervise, stopGraceMs });
  const spawn = (name, entry, extraEnv = {}) =>
    spawnService({ name, script: join(root, entry), cwd: root, env: { ...env, ...extraEnv }, output });

  const launchApi = () => {
    const service = spawn('api', API_ENTRY);
    return { service, ready: untilHealthy(baseUrl, { service, timeoutMs: readyTimeoutMs }) };
  };
  const launchWorker = (name) => () => {
    const service = spawn(name, WORKER_ENTRY, workerEnv(name));
    return { service, ready: untilSaidReady(service, readyTimeoutMs) };
  };

  const readies = [
    supervisor.start('api', launchApi, { stopsLast: true }),
    ...workerNames(workers).map((name) => supervisor.start(name, launchWorker(name))),
  ];
  // One failure stops the rest, whose own readiness then fails too: only the first error counts.
  for (const ready of readies) ready.catch(() => undefined);
  try {
    await Promise.all(readies);
  } catch (error) {
    await supervisor.stop();
    throw error;
  }

  return {
    baseUrl,
    supervisor,
    /** Resolves with the reason when the supervisor gives up on a process. */
    gaveUp: supervisor.gaveUp,
    names: () => supervisor.names(),
    service: (name) => supervisor.service(name),
    output: (name) => supervisor.service(name).output(),
    /** Signals the live process behind `name` and resolves with its exit ({ code, signal }). */
    kill: async (name, signal = 'SIGKILL') => {
      const service = supervisor.service(name);
      service.child.kill(signal);
      return service.exited;
    },
    nextReady: (name) => supervisor.nextReady(name),
    untilHealthy: (options) => untilHealthy(baseUrl, { timeoutMs: readyTimeoutMs, ...options }),
    stop: () => supervisor.stop(),
  };
}
