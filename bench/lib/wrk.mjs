// The second load generator: wrk (Debian's `wrk` package), a C program outside Node's process family, so a
// row's figure does not depend on autocannon sharing the machine's event-loop habits with the servers. Each
// run is pinned to one core with taskset where there is one to spare, as the bare server comparison asks.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const RESULT_MARK = 'WRK_RESULT ';

/** Why the wrk columns are left out, or null when wrk and its scripting work here. */
export function wrkMissingReason() {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) return 'wrk is not installed (Debian: apt-get install wrk), so the wrk columns are left out';
  return null;
}

/** taskset pins wrk to the last core, where it is installed and there is more than one. */
function pinning() {
  if (availableParallelism() < 2) return [];
  const probe = spawnSync('taskset', ['--version'], { encoding: 'utf8' });
  return probe.error ? [] : ['taskset', '-c', String(availableParallelism() - 1)];
}

/** The Lua script of one target: its method and body, and a done() that prints the figures as one JSON line. */
function scriptOf(target) {
  // JSON string literals are Lua string literals too for the ASCII the bench sends.
  const lines = [`wrk.method = ${JSON.stringify(target.method ?? 'GET')}`];
  if (target.body) lines.push(`wrk.body = ${JSON.stringify(target.body)}`);
  lines.push(
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    `  io.write(string.format('${RESULT_MARK}{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,` +
      `"socketErrors":%d,"statusErrors":%d,"timeouts":%d}\\n',`,
    '    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),',
    '    e.connect + e.read + e.write, e.status, e.timeout))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

/**
 * One wrk run of `seconds` against `target` (url, method, headers, body, connections), resolving with
 * figures shaped like autocannon's where the bench reads them: requests, duration, latency p50/p99 (ms),
 * and the answers that were not 2xx/3xx or never came.
 */
export async function runWrk(target, { seconds, tmp, connections }) {
  const scriptFile = join(tmp, `wrk-${target.name}.lua`);
  writeFileSync(scriptFile, scriptOf(target));
  const headerArgs = Object.entries(target.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = [
    ...pinning(),
    'wrk',
    '-t1',
    `-c${target.connections ?? connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '-s',
    scriptFile,
    ...headerArgs,
    target.url,
  ];
  const output = await new Promise((resolve, reject) => {
    const child = spawn(args[0], args.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`))));
  });
  const line = output.split('\n').find((l) => l.startsWith(RESULT_MARK));
  if (!line) throw new Error(`wrk printed no result for ${target.name}: ${output}`);
  const figures = JSON.parse(line.slice(RESULT_MARK.length));
  return {
    requests: figures.requests,
    seconds: figures.durationUs / 1e6,
    p50Ms: figures.p50Us / 1000,
    p99Ms: figures.p99Us / 1000,
    errors: figures.socketErrors + figures.statusErrors + figures.timeouts,
  };
}

/** The wrk figures of a row over its rounds: requests/s over all of them, the median p50 and the worst p99. */
export function summariseWrk(runs) {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const p50s = runs.map((run) => run.p50Ms).sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: Number(p50s[Math.floor(p50s.length / 2)].toFixed(2)),
    p99Ms: Number(Math.max(...runs.map((run) => run.p99Ms)).toFixed(2)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/** A row wrk can drive: a fixed number of connections as fast as they go (not a steady rate, not a measure). */
export const wrkDrives = (target) => !target.rate && !target.measure;
