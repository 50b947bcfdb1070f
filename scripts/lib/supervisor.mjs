// Keeps the stack's processes running. A process that exits on its own is
// reported in one line and started again after a pause that doubles from 1 s
// to 30 s (and starts over once it has run for a minute); one that crashes five
// times within a minute means something is wrong that a restart will not fix,
// so the supervisor gives up and says why. Without `restart` it only reports.
import { EventEmitter } from 'node:events';
import { describeExit } from './service-process.cjs';

const seconds = (ms) => `${Number((ms / 1000).toFixed(1))} s`;

/**
 * Events: 'exit' (name, exit) for an exit nobody asked for; 'ready' (name, service,
 * downMs) each time a process is ready, downMs being the time since its previous
 * incarnation died (undefined for the first start); 'give-up' (reason).
 */
export class Supervisor extends EventEmitter {
  constructor({
    log = () => undefined,
    restart = true,
    firstDelayMs = 1_000,
    maxDelayMs = 30_000,
    crashLimit = 5,
    crashWindowMs = 60_000,
    stopGraceMs = 10_000,
  } = {}) {
    super();
    Object.assign(this, { log, restart, firstDelayMs, maxDelayMs, crashLimit, crashWindowMs, stopGraceMs });
    this.entries = new Map();
    this.stopping = null;
    /** Resolves with the reason when a process crashed too often or died while first starting. */
    this.gaveUp = new Promise((resolve) => this.once('give-up', resolve));
  }

  /**
   * Starts a process under `name`. `launch()` spawns it and returns { service, ready };
   * it is called again for every restart. Resolves when the first one is ready. A process
   * others depend on (the API the workers report to) is started with `stopsLast`.
   */
  start(name, launch, { stopsLast = false } = {}) {
    const entry = { name, launch, stopsLast, service: null, everReady: false, crashes: [], delayMs: this.firstDelayMs };
    this.entries.set(name, entry);
    return this.#launch(entry);
  }

  names() {
    return [...this.entries.keys()];
  }

  /** The live process behind `name` (after a crash, the one being started or the dead one until then). */
  service(name) {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`no process called "${name}" (there are: ${this.names().join(', ')})`);
    return entry.service;
  }

  /** Resolves with { service, downMs } the next time `name` is ready. */
  nextReady(name) {
    this.service(name);
    return new Promise((resolve) => {
      const onReady = (readyName, service, downMs) => {
        if (readyName !== name) return;
        this.off('ready', onReady);
        resolve({ service, downMs });
      };
      this.on('ready', onReady);
    });
  }

  /**
   * Stops every process (SIGTERM, then SIGKILL after the grace period) and restarts none: first those
   * started without `stopsLast` (the workers, together), then the others (the API), so nothing still
   * running loses what it depends on. Idempotent.
   */
  stop() {
    const stopAll = (entries) =>
      Promise.all(
        entries.map((entry) => {
          clearTimeout(entry.restartTimer);
          return entry.service?.stop('SIGTERM', this.stopGraceMs);
        }),
      );
    const entries = [...this.entries.values()];
    this.stopping ??= (async () => {
      for (const entry of entries) clearTimeout(entry.restartTimer);
      await stopAll(entries.filter((entry) => !entry.stopsLast));
      await stopAll(entries.filter((entry) => entry.stopsLast));
    })();
    return this.stopping;
  }

  #launch(entry, diedAt) {
    const { service, ready } = entry.launch();
    entry.service = service;
    service.exited.then((exit) => this.#exited(entry, service, exit));
    ready.then(
      () => {
        entry.everReady = true;
        const downMs = diedAt === undefined ? undefined : Date.now() - diedAt;
        if (downMs !== undefined)
          this.log(`${entry.name} is back (pid ${service.pid}, ${seconds(downMs)} after it died)`);
        this.emit('ready', entry.name, service, downMs);
      },
      (error) => {
        // An exit is handled by #exited; a restarted process that runs but is not ready is worth one line.
        if (entry.everReady && service.running() && !this.stopping) {
          this.log(`${entry.name} restarted (pid ${service.pid}) but is not ready: ${error.message.split('\n')[0]}`);
        }
      },
    );
    return ready;
  }

  #exited(entry, service, exit) {
    if (this.stopping || entry.service !== service) return;
    this.emit('exit', entry.name, exit);
    if (!entry.everReady) {
      // The first start failed: the caller's ready promise says why; restarting would hide it.
      this.emit('give-up', `${entry.name} exited (${describeExit(exit)}) while starting`);
      return;
    }
    if (!this.restart) {
      this.log(`${entry.name} exited unexpectedly (${describeExit(exit)})`);
      return;
    }
    const now = Date.now();
    if (now - service.startedAt >= this.crashWindowMs) entry.delayMs = this.firstDelayMs;
    entry.crashes = [...entry.crashes.filter((at) => now - at < this.crashWindowMs), now];
    if (entry.crashes.length >= this.crashLimit) {
      // The caller says it, then stops the rest.
      this.emit(
        'give-up',
        `${entry.name} crashed ${entry.crashes.length} times within ${seconds(this.crashWindowMs)} (last: ${describeExit(exit)})`,
      );
      return;
    }
    const delayMs = entry.delayMs;
    entry.delayMs = Math.min(delayMs * 2, this.maxDelayMs);
    this.log(`${entry.name} exited unexpectedly (${describeExit(exit)}); restarting it in ${seconds(delayMs)}`);
    entry.restartTimer = setTimeout(() => {
      if (!this.stopping) this.#launch(entry, now);
    }, delayMs);
  }
}
