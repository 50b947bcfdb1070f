// Runs Debian's nginx as an unprivileged child process with the repo's config
// (ops/nginx/loadtest.conf), the upstream ports filled in.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForPort } from '../ports.mjs';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** The nginx binary, or null with advice when none is installed. */
export function findNginx() {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  const found = onPath || CANDIDATES.find((path) => existsSync(path));
  return found
    ? { path: found }
    : {
        problem:
          'nginx is not installed (Debian/Ubuntu: apt-get install -y nginx); the load test runs the API behind it',
      };
}

export async function startNginx({ binary, root, folder, port, upstreamPorts }) {
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(folder, sub), { recursive: true });
  const template = readFileSync(join(root, 'ops/nginx/loadtest.conf'), 'utf8');
  const config = template
    .replaceAll('{{PREFIX}}', folder)
    .replaceAll('{{PORT}}', String(port))
    .replace('{{UPSTREAMS}}', upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream};`).join('\n    '));
  const configFile = join(folder, 'nginx.conf');
  writeFileSync(configFile, config);
  const child = spawn(binary, ['-p', folder, '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  await Promise.race([
    waitForPort(port, 10_000),
    exited.then(({ code }) =>
      Promise.reject(new Error(`nginx exited (${code}) before listening; see ${folder}/error.log`)),
    ),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
