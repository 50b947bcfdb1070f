// Starting the yardsticks: bench/bare-server.mjs processes, each answering every request with one body
// and one set of headers, written to a file under `tmp` for it to read.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { untilSaidReady } from '../../scripts/lib/readiness.cjs';
import { spawnService } from '../../scripts/lib/service-process.cjs';

/** Starts a bare server sending `body` with `headers`; it joins `running`, to be stopped at the end. Resolves with its address. */
export async function startBareServer({ root, tmp, running, name, fileName, body, headers }) {
  const bodyFile = join(tmp, fileName);
  writeFileSync(bodyFile, body);
  const server = spawnService({
    name,
    script: join(root, 'bench/bare-server.mjs'),
    args: [JSON.stringify({ bodyFile, headers })],
    cwd: root,
  });
  running.push(server);
  // The server says where it listens over the IPC channel, next to its ready message.
  const port = new Promise((resolve) => server.child.on('message', (message) => resolve(message.port)));
  await untilSaidReady(server, 30_000);
  return `http://127.0.0.1:${await port}`;
}
