// A private Postgres primary (the newest installed server; 15 here) and a streaming replica made from it with
// pg_basebackup -R, in a temporary folder, on free loopback ports. Postgres
// refuses to run as root, so as root every command runs as the postgres user
// (who owns the folder). Durability is off: nothing here outlives the run.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../ports.mjs';

/** PG_BIN, or the newest Debian-packaged server (/usr/lib/postgresql/<version>/bin), whose binaries are not on PATH. */
function postgresBinaries() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length)
    throw new Error('no Postgres server binaries in /usr/lib/postgresql: install postgresql or set PG_BIN');
  return join(root, versions[0], 'bin');
}

export const PG_BIN = postgresBinaries();
const runsAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(binary, args) {
  const [command, argv] = runsAsRoot
    ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, binary), ...args]]
    : [join(PG_BIN, binary), args];
  const result = spawnSync(command, argv, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(
      `${binary} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`,
    );
  }
  return result.stdout;
}

function ownedFolder(path) {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (runsAsRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(path, Number(ids.stdout), Number(gids.stdout));
  }
  return path;
}

const serverFlags = (port, socketDir) =>
  [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${socketDir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c wal_level=replica',
    '-c max_wal_senders=5',
    '-c hot_standby=on',
    '-c hot_standby_feedback=on',
    // Counts each statement the moment it ends (table statistics reach the views up to 10 s later).
    '-c shared_preload_libraries=pg_stat_statements',
  ].join(' ');

function startServer(dataDir, port, socketDir, name) {
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dataDir, `${name}.log`),
    '-o',
    serverFlags(port, socketDir),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
  };
}

/** `root` must exist; the pair lives under it. Returns { primary, replica, stop }. */
export async function startPostgresPair(root, database = 'cypher') {
  // The parent folder must let the postgres user through.
  if (runsAsRoot) spawnSync('chmod', ['o+x', root]);
  const base = ownedFolder(join(root, 'pg'));
  const socketDir = ownedFolder(join(base, 'sockets'));
  const primaryDir = join(base, 'primary');
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  writeFileSync(
    join(primaryDir, 'pg_hba.conf'),
    ['local all all trust', 'host all all 127.0.0.1/32 trust', 'host replication all 127.0.0.1/32 trust', ''].join(
      '\n',
    ),
  );
  const primary = startServer(primaryDir, await freePort(), socketDir, 'primary');
  const admin = new pg.Client({ connectionString: primary.url('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const inDatabase = new pg.Client({ connectionString: primary.url(database) });
  await inDatabase.connect();
  await inDatabase.query('CREATE EXTENSION pg_stat_statements');
  await inDatabase.end();

  const replicaDir = join(base, 'replica');
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    replicaDir,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
    '--no-sync',
  ]);
  const replica = startServer(replicaDir, await freePort(), socketDir, 'replica');
  return {
    version: PG_BIN.split('/').at(-2),
    primary,
    replica,
    stop: () => {
      for (const server of [replica, primary]) {
        try {
          server.stop();
        } catch {
          // Already gone.
        }
      }
    },
  };
}
