// Preloaded (NODE_OPTIONS=--require) into the bench's API and worker processes when BENCH_CPU_PROFILE
// names a folder: samples the process from the IPC message 'cpu-profile:restart' on (the bench sends it after
// its warm-up, so that boot and module loading stay out of the picture; from boot when it never comes; not a
// signal, because Nest's shutdown hooks treat SIGUSR2 as a request to stop) and writes
// <folder>/<role>-<pid>.cpuprofile when the process is told to stop. It writes on receipt of the signal, before the application's own shutdown
// runs, because Nest's shutdown hooks end the process by re-raising the signal, and a process ended
// by a signal never writes a `--cpu-prof` profile.
'use strict';
const inspector = require('node:inspector');
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const folder = process.env.BENCH_CPU_PROFILE;
if (folder) {
  const role = /worker/.test(process.argv[1] ?? '') ? 'worker' : 'api';
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  // 200 µs: fine enough for requests that take a millisecond, light enough not to change them.
  session.post('Profiler.setSamplingInterval', { interval: 200 });
  session.post('Profiler.start');
  process.on('message', (message) => {
    if (message !== 'cpu-profile:restart') return;
    // Starting again drops what was sampled so far.
    session.post('Profiler.stop');
    session.post('Profiler.start');
  });

  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    // An in-process session answers synchronously, so the file is written before the handler returns.
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${role}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  for (const signal of ['SIGTERM', 'SIGINT']) {
    const onSignal = () => {
      // Gone before the application re-raises the signal, so that second signal ends the process.
      process.removeListener(signal, onSignal);
      write();
      // Nothing else will end the process for this signal: end it the way the signal would have.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.prependListener(signal, onSignal);
  }
  process.once('exit', write);
}
