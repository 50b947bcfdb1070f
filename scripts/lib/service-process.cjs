// One process of the stack (the API or a worker) spawned with this Node, its
// output passed through or kept for a failure report, and stopped politely
// before firmly. CommonJS, so the jest test support runs the very same code
// as the .mjs scripts.
'use strict';

const { spawn } = require('node:child_process');

const OUTPUT_KEPT_CHARS = 200_000;

/**
 * Spawns `node script`. Every service gets an IPC channel: a worker says it is
 * ready with process.send({ ready: true }); the API ignores the channel.
 */
function spawnService({ name, script, args = [], cwd, env, output = 'capture' }) {
  const passThrough = output === 'inherit';
  const child = spawn(process.execPath, [script, ...args], {
    cwd,
    env,
    stdio: passThrough ? ['ignore', 'inherit', 'inherit', 'ipc'] : ['ignore', 'pipe', 'pipe', 'ipc'],
    // A group of its own: a terminal's Ctrl-C reaches only the supervisor, which stops each process in turn.
    detached: true,
  });
  let kept = '';
  const keep = (chunk) => {
    kept += chunk;
    if (kept.length > OUTPUT_KEPT_CHARS) kept = kept.slice(-OUTPUT_KEPT_CHARS / 2);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // The channel closes with the child; a send racing its exit must not crash the parent.
  child.on('error', () => undefined);

  const startedAt = Date.now();
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const saidReady = new Promise((resolve) => {
    const onMessage = (message) => {
      if (message && message.ready === true) {
        child.off('message', onMessage);
        resolve();
      }
    };
    child.on('message', onMessage);
  });

  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    child,
    pid: child.pid,
    startedAt,
    exited,
    saidReady,
    running,
    output: () => kept,
    /** Sends `signal` (SIGTERM lets active jobs finish) and waits; SIGKILL after `graceMs`. */
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (running()) {
        child.kill(signal);
        const firm = setTimeout(() => running() && child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(firm);
      }
      return exited;
    },
  };
}

/** "code 1" or "signal SIGKILL", for one readable line. */
function describeExit({ code, signal }) {
  return signal ? `signal ${signal}` : `code ${code}`;
}

module.exports = { spawnService, describeExit };
