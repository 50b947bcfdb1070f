// A server process (Postgres, Redis) started in a process group of its own.
// A terminal's Ctrl-C signals its whole foreground group at once; a server in
// that group would stop at the same moment as the workers still using it, and
// every query in flight would fail. In a group of its own it hears only the
// supervisor, which stops it last.
import { spawn } from 'node:child_process';

/**
 * Spawns `command` detached (its own process group) and answers a handle:
 * `exited` resolves when it ends, `stop(signal)` signals it and waits.
 */
export function spawnInOwnGroup(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.on('error', () => undefined);
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    exited,
    running,
    stop: async (signal = 'SIGTERM') => {
      if (running()) child.kill(signal);
      await exited;
    },
  };
}
