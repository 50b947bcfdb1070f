import { launchNpmStart, NpmStart, sleep, waitUntilUp } from './support/npm-start-process';
import { ChildInfo, descendantsOf, isAlive } from './support/process-tree';
import { waitFor } from './support/worker-process';

/** A line of a Node stack trace, or the error a worker prints when its database or queue vanished under it. */
const STACK_LINE = /^ {2,}at \S.*:\d+:\d+\)?$/m;

type Role = 'worker' | 'api' | 'redis' | 'postgres';

function roleOf(process: ChildInfo): Role | null {
  if (process.command.includes('dist/worker/src/main.js')) return 'worker';
  if (process.command.includes('dist/api/src/main.js')) return 'api';
  if (/redis-server/.test(process.command)) return 'redis';
  if (/native\/bin\/postgres\s+-D/.test(process.command)) return 'postgres';
  return null;
}

/**
 * `npm start` as typed at a terminal, then Ctrl-C: the terminal signals the
 * whole foreground process group. Only the supervisor may hear it; it stops
 * the workers, then the API, then Redis and Postgres, quickly and cleanly.
 */
describe('Ctrl-C to npm start', () => {
  let started: NpmStart;

  afterAll(async () => {
    await started?.close();
  });

  it('stops workers, then the API, then Redis and Postgres, within 5 s, exit 0, no stack trace', async () => {
    // LOG_LEVEL empty: what npm start prints by its own default, as on a newcomer's terminal.
    started = await launchNpmStart({ WORKERS: '1', LOG_LEVEL: '' }, { asTyped: true });
    const { child, exited } = started;
    await waitUntilUp(started);
    // Every line a first start prints, up to and with the admin's password box, which closes with └.
    await waitFor(async () => started.output().includes('└'), {
      timeoutMs: 10_000,
      what: "the admin's password box",
    });
    const firstStart = started.output().trimEnd().split('\n');
    console.log(`first start: ${firstStart.length} lines\n${started.output()}`);

    const roles = new Map<number, Role>();
    for (const process of descendantsOf(child.pid!)) {
      const role = roleOf(process);
      if (role) roles.set(process.pid, role);
    }
    expect([...new Set(roles.values())].sort()).toEqual(['api', 'postgres', 'redis', 'worker']);

    const printedBefore = started.output().length;
    const gone = new Map<Role, number>();
    const signalledAt = Date.now();
    process.kill(-child.pid!, 'SIGINT');
    const watching = (async () => {
      while (gone.size < 4 && Date.now() - signalledAt < 10_000) {
        for (const [pid, role] of roles) {
          if (!isAlive(pid) && !gone.has(role)) gone.set(role, Date.now() - signalledAt);
        }
        await sleep(10);
      }
    })();
    const code = await Promise.race([exited, sleep(5_000).then(() => 'still running after 5 s')]);
    const stoppedMs = Date.now() - signalledAt;
    await watching;
    const afterCtrlC = started.output().slice(printedBefore);
    console.log(
      `Ctrl-C: exit ${code} after ${stoppedMs} ms; processes gone at ${JSON.stringify(Object.fromEntries(gone))} ms`,
    );

    expect(firstStart.length).toBeLessThanOrEqual(15);
    expect(code).toBe(0);
    expect(afterCtrlC).not.toMatch(STACK_LINE);
    expect(afterCtrlC).not.toMatch(/ECONNREFUSED|Connection terminated/);
    expect([...roles.keys()].filter(isAlive)).toEqual([]);
    expect(gone.get('worker')!).toBeLessThanOrEqual(gone.get('api')!);
    expect(gone.get('api')!).toBeLessThanOrEqual(gone.get('redis')!);
    expect(gone.get('api')!).toBeLessThanOrEqual(gone.get('postgres')!);
  }, 180_000);
});
