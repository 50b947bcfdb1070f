// `npm start` builds only what is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir, insideDist = false) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || (!insideDist && entry.name === 'dist')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path, insideDist) : statSync(path).mtimeMs);
  }
  return newest;
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

export function buildIfNeeded(root, log) {
  const serverOut = existsSync(join(root, 'dist/api/src/main.js')) ? newestMtime(join(root, 'dist'), true) : 0;
  const serverSrc = Math.max(newestMtime(join(root, 'api/src')), newestMtime(join(root, 'worker/src')));
  if (serverOut < serverSrc) {
    log('building api and worker');
    execSync('npm run build:server', { cwd: root, stdio: 'inherit' });
  }
  // The browser build and the server renderer built from the same sources: the older of the two counts.
  const webOut = Math.min(mtime(join(root, 'web/dist/index.html')), mtime(join(root, 'web/dist-ssr/entry-server.cjs')));
  const webSrc = Math.max(newestMtime(join(root, 'web/src')), newestMtime(join(root, 'api/src/shared')));
  if (existsSync(join(root, 'web/package.json')) && webOut < webSrc) {
    log('building the web app');
    execSync('npm run build:web', { cwd: root, stdio: 'inherit' });
  }
}
