import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { descendantsOf, isAlive } from './process-tree';
import { waitFor } from './worker-process';

const ROOT = join(__dirname, '..', '..', '..');

export interface NpmStart {
  child: ChildProcess;
  port: number;
  pgPort: number;
  redisPort: number;
  smtpPort: number;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
  /**
   * A variable npm start handed its API process (REDIS_URL, SMTP_URL with their generated
   * passwords), read from /proc as the machine's owner can: npm start never prints them.
   */
  apiEnv: (name: string) => string | undefined;
  /** Ctrl-C, then force: whatever the test left running is stopped and the data folder removed. */
  close: () => Promise<void>;
}

/**
 * `npm start` (scripts/start.mjs) with neither DATABASE_URL, REDIS_URL nor SMTP_URL, so it
 * runs its embedded defaults, in a fresh data folder left private (0700) on
 * purpose: npm start must let its unprivileged Postgres user in by itself.
 */
export async function launchNpmStart(
  extraEnv: Record<string, string>,
  { asTyped = false }: { asTyped?: boolean } = {},
): Promise<NpmStart> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cypher-start-'));
  const [port, pgPort, redisPort, smtpPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'PUBLIC_URL',
    'QUEUE_PREFIX',
    'SESSION_SECRET',
    'NODE_ENV',
  ]) {
    delete env[key];
  }
  Object.assign(env, {
    CYPHER_DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_REDIS_PORT: String(redisPort),
    EMBEDDED_SMTP_PORT: String(smtpPort),
    // The overdue-publishing sweep runs every second, so a worker that takes jobs is soon seen to.
    PUBLISH_SWEEP_EVERY_MS: '1000',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });

  // As typed at a terminal: `npm start` itself, leading a process group of its own as a shell's job
  // does, so a signal to the group is what Ctrl-C sends. Otherwise the script alone, in the test's group.
  const child = asTyped
    ? spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    : spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const left = descendantsOf(child.pid!);
      if (asTyped) process.kill(-child.pid!, 'SIGINT');
      else child.kill('SIGINT');
      const stopped = await Promise.race([exited.then(() => true), sleep(30_000).then(() => false)]);
      if (!stopped) {
        if (asTyped) process.kill(-child.pid!, 'SIGKILL');
        else child.kill('SIGKILL');
        for (const { pid } of left) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const apiEnv = (name: string) => {
    const api = descendantsOf(child.pid!).find((proc) => proc.command.includes('dist/api/src/main.js'));
    if (!api) return undefined;
    const pairs = readFileSync(`/proc/${api.pid}/environ`, 'utf8').split('\0');
    return pairs.find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1);
  };
  return { child, port, pgPort, redisPort, smtpPort, dataDir, output: () => output, exited, apiEnv, close };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until npm start says the stack is up; when it never does, the error carries what it printed. */
export async function waitUntilUp(started: NpmStart, timeoutMs = 120_000): Promise<void> {
  await waitFor(async () => started.output().includes('The Cypher is up'), {
    timeoutMs,
    intervalMs: 500,
    what: 'npm start to say it is up',
  }).catch((error) => {
    throw new Error(`${error.message}\nnpm start printed:\n${started.output()}`);
  });
}

/** Ada subscribes through the public form's route, as a reader's browser would. */
export function subscribeAda(site: string): Promise<Response> {
  return fetch(`${site}/api/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ada',
      lastName: 'Lee',
      email: 'ada@example.com',
      creditProgramParticipation: false,
    }),
  });
}

/**
 * Signs in with the owner name and password npm start prints once (when no
 * ADMIN_* settings name one), in a box after the stack answers, so it waits
 * for them: the login's status, and its session as a Cookie header for fetch.
 */
export async function signInAsPrintedOwner(
  site: string,
  output: () => string,
): Promise<{ status: number; cookie: string }> {
  const [, username, password] = await waitFor(
    async () => /Username: {2}(owner-[0-9a-f]{8}) {4}Password: {2}(\S+)/.exec(output()),
    { timeoutMs: 30_000, what: 'npm start to print the owner name and password' },
  ).catch((error) => {
    throw new Error(`${error.message}\nnpm start printed:\n${output()}`);
  });
  const login = await fetch(`${site}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { status: login.status, cookie };
}
