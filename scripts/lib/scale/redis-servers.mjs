// Redis Cluster and Sentinel deployments of our own for the scale tier: every
// server a child process on a free loopback port, its files in a temporary
// folder, nothing saved to disk.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort, waitForPort } from '../ports.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One redis-server child; `args` after the config file (or none). */
async function startServer(dir, port, args, configFile) {
  mkdirSync(dir, { recursive: true });
  const argv = [
    ...(configFile ? [configFile] : []),
    ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    ...args,
  ];
  const child = spawn('redis-server', argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForPort(port, 10_000);
  return {
    port,
    address: `127.0.0.1:${port}`,
    child,
    client: (options = {}) =>
      new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 1, ...options }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGKILL');
      }),
  };
}

/** Runs one command on a server with a short-lived connection. */
export async function ask(server, ...command) {
  const client = server.client();
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await client.call(...command);
  } finally {
    client.disconnect();
  }
}

async function until(what, check, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}

/** Three masters and three replicas, joined by redis-cli --cluster create. */
export async function startRedisCluster(root) {
  const servers = [];
  for (let index = 0; index < 6; index += 1) {
    const port = await freePort();
    const dir = join(root, `cluster-${index}`);
    servers.push(
      await startServer(dir, port, [
        ...['--cluster-enabled', 'yes', '--cluster-config-file', join(dir, 'nodes.conf')],
        ...['--cluster-node-timeout', '2000', '--maxmemory-policy', 'noeviction'],
      ]),
    );
  }
  const created = spawnSync(
    'redis-cli',
    ['--cluster', 'create', ...servers.map((server) => server.address), '--cluster-replicas', '1', '--cluster-yes'],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (created.status !== 0) throw new Error(`redis-cli --cluster create failed: ${created.stdout}${created.stderr}`);
  for (const server of servers) {
    await until('every node seeing the cluster ok, with three replicas', async () => {
      const info = String(await ask(server, 'CLUSTER', 'INFO'));
      const nodes = String(await ask(server, 'CLUSTER', 'NODES'));
      const replicas = nodes.split('\n').filter((line) => /^\S+ \S+ \S*slave\S* [0-9a-f]{40} /.test(line));
      return /cluster_state:ok/.test(info) && replicas.length === 3;
    });
  }
  return {
    servers,
    nodes: servers.map((server) => server.address).join(','),
    /** The server holding `port`. */
    byPort: (port) => servers.find((server) => server.port === port),
    /** The master serving `key`'s slot now, and its replica, as the cluster's nodes agree. */
    async ownersOf(key) {
      const slot = await ask(servers[0], 'CLUSTER', 'KEYSLOT', key);
      for (const server of servers) {
        const role = await ask(server, 'ROLE').catch(() => null);
        if (role?.[0] !== 'master') continue;
        const lines = String(await ask(server, 'CLUSTER', 'NODES'))
          .trim()
          .split('\n')
          .map((line) => line.split(' '));
        const myself = lines.find((fields) => fields[2].includes('myself'));
        const owns = myself.slice(8).some((range) => {
          const [from, to = from] = range.split('-').map(Number);
          return slot >= from && slot <= to;
        });
        if (!owns) continue;
        const replicaFields = lines.find((fields) => fields[3] === myself[0]);
        const replicaPort = Number(/:(\d+)@/.exec(replicaFields?.[1] ?? '')?.[1]);
        return { slot, master: server, replica: servers.find((candidate) => candidate.port === replicaPort) };
      }
      throw new Error(`no master serves slot ${slot}`);
    },
    /** Every key on every master matching `pattern` (KEYS is fine on a test cluster). */
    async keys(pattern) {
      const found = [];
      for (const server of servers) {
        const role = await ask(server, 'ROLE').catch(() => null);
        if (role?.[0] === 'master') found.push(...(await ask(server, 'KEYS', pattern)));
      }
      return found;
    },
    stop: () => Promise.all(servers.map((server) => server.stop())),
  };
}

/** One master, one replica and three sentinels watching them as `name`. */
export async function startRedisSentinel(root, name = 'cypher') {
  const master = await startServer(join(root, 'sentinel-master'), await freePort(), [
    '--maxmemory-policy',
    'noeviction',
  ]);
  const replica = await startServer(join(root, 'sentinel-replica'), await freePort(), [
    ...['--replicaof', '127.0.0.1', String(master.port), '--maxmemory-policy', 'noeviction'],
  ]);
  await until('the replica in sync', async () =>
    /master_link_status:up/.test(await ask(replica, 'INFO', 'replication')),
  );
  const sentinels = [];
  for (let index = 0; index < 3; index += 1) {
    const dir = join(root, `sentinel-${index}`);
    mkdirSync(dir, { recursive: true });
    const configFile = join(dir, 'sentinel.conf');
    writeFileSync(
      configFile,
      [
        `sentinel monitor ${name} 127.0.0.1 ${master.port} 2`,
        `sentinel down-after-milliseconds ${name} 2000`,
        `sentinel failover-timeout ${name} 10000`,
        `sentinel parallel-syncs ${name} 1`,
        '',
      ].join('\n'),
    );
    const port = await freePort();
    // Sentinel rewrites its config file with what it learns; it must be writable and its own.
    sentinels.push(await startServer(dir, port, ['--sentinel'], configFile));
  }
  for (const sentinel of sentinels) {
    await until('each sentinel knowing the replica and the other two', async () => {
      const replicas = await ask(sentinel, 'SENTINEL', 'REPLICAS', name);
      const peers = await ask(sentinel, 'SENTINEL', 'SENTINELS', name);
      return replicas.length === 1 && peers.length === 2;
    });
  }
  return {
    name,
    servers: [master, replica],
    sentinels,
    addresses: sentinels.map((sentinel) => sentinel.address).join(','),
    masterPort: async () => Number((await ask(sentinels[0], 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', name))[1]),
    stop: () => Promise.all([...sentinels, master, replica].map((server) => server.stop())),
  };
}
