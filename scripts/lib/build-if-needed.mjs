// `npm start` builds only what is missing or older than its sources.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

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

/** The builds that are out of date, as npm scripts with what they build. */
function staleBuilds(root) {
  const builds = [];
  const serverOut = existsSync(join(root, 'dist/api/src/main.js')) ? newestMtime(join(root, 'dist'), true) : 0;
  const serverSrc = Math.max(newestMtime(join(root, 'api/src')), newestMtime(join(root, 'worker/src')));
  if (serverOut < serverSrc) builds.push({ script: 'build:server', what: 'api and worker' });
  // The browser build and the server renderer built from the same sources: the older of the two counts.
  const webOut = Math.min(mtime(join(root, 'web/dist/index.html')), mtime(join(root, 'web/dist-ssr/entry-server.cjs')));
  const webSrc = Math.max(newestMtime(join(root, 'web/src')), newestMtime(join(root, 'api/src/shared')));
  if (existsSync(join(root, 'web/package.json')) && webOut < webSrc)
    builds.push({ script: 'build:web', what: 'web app' });
  return builds;
}

/** Runs `npm run <script>` with its output going to `output` ('inherit' or a file descriptor). */
function runScript(root, script, output) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { cwd: root, stdio: ['ignore', output, output] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`npm run ${script} failed (${signal ? `signal ${signal}` : `exit ${code}`})`)),
    );
  });
}

/** '[start] building the web app… 12 s' rewritten in place twice a second, on a terminal only. */
function progressLine(prefix, stream = process.stdout) {
  if (!stream.isTTY) return { update: () => undefined, done: () => undefined };
  const frames = '⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏';
  const startedAt = Date.now();
  let label = '';
  let frame = 0;
  const draw = () => {
    const seconds = Math.floor((Date.now() - startedAt) / 1000);
    stream.write(`\r\x1b[2K${prefix}${frames[frame++ % frames.length]} building the ${label}… ${seconds} s`);
  };
  const timer = setInterval(draw, 500);
  return {
    update: (next) => {
      label = next;
      draw();
    },
    done: () => {
      clearInterval(timer);
      stream.write('\r\x1b[2K');
    },
  };
}

/**
 * Builds what is stale. With `logFile`, the build tools' output goes there and
 * one line names it (a progress line follows on a terminal); without, it
 * passes through. A failed build says where its output is.
 */
export async function buildIfNeeded(root, log, { logFile } = {}) {
  const builds = staleBuilds(root);
  if (builds.length === 0) return;
  const what = builds.map((build) => build.what).join(' and the ');
  if (!logFile) {
    for (const build of builds) {
      log(`building the ${build.what}`);
      await runScript(root, build.script, 'inherit');
    }
    return;
  }
  mkdirSync(dirname(logFile), { recursive: true });
  const fd = openSync(logFile, 'w');
  log(
    `building the ${what} (first start or changed sources; output in ${relative(process.cwd(), logFile) || logFile})`,
  );
  const progress = progressLine('[start] ');
  try {
    for (const build of builds) {
      progress.update(build.what);
      await runScript(root, build.script, fd);
    }
  } catch (error) {
    throw new Error(`${error.message}; its output is in ${logFile}`, { cause: error });
  } finally {
    progress.done();
    closeSync(fd);
  }
}
