// When is a process of the stack ready? The API when GET /api/health answers
// 200 (its database and queue answer); a worker when it sends { ready: true }
// over its IPC channel, once its queue consumers are registered. Never from log
// lines: a log format or level change must not break a start. CommonJS, like
// service-process.cjs, so the jest test support shares it.
'use strict';

const { describeExit } = require('./service-process.cjs');

const OUTPUT_TAIL_CHARS = 4_000;

function notReady(service, what) {
  const tail = service?.output().slice(-OUTPUT_TAIL_CHARS);
  return new Error(`${service?.name ?? 'the API'} ${what}${tail ? `; its last output:\n${tail}` : ''}`);
}

/**
 * Settles with `ready`, unless `service` exits first or `timeoutMs` passes;
 * calls `abandon` in those cases so a poll loop can end.
 */
function raceReadiness(service, ready, timeoutMs, what, abandon = () => undefined) {
  return new Promise((resolve, reject) => {
    const fail = (error) => {
      clearTimeout(timer);
      abandon();
      reject(error);
    };
    const timer = setTimeout(() => fail(notReady(service, `was not ${what} within ${timeoutMs} ms`)), timeoutMs);
    ready.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => fail(error),
    );
    service?.exited.then((exit) => fail(notReady(service, `exited (${describeExit(exit)}) before it was ${what}`)));
  });
}

/** Resolves once a worker has said { ready: true }. */
function untilSaidReady(service, timeoutMs = 60_000) {
  return raceReadiness(service, service.saidReady, timeoutMs, 'ready');
}

/** One GET /api/health: the report when it answers 200, otherwise undefined. */
async function healthReport(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
    return response.status === 200 ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves with the health report once GET /api/health answers 200. */
function untilHealthy(baseUrl, { timeoutMs = 60_000, service, intervalMs = 250 } = {}) {
  let abandoned = false;
  const poll = (async () => {
    while (!abandoned) {
      const report = await healthReport(baseUrl);
      if (report) return report;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return raceReadiness(service, poll, timeoutMs, `healthy at ${baseUrl}`, () => (abandoned = true));
}

module.exports = { untilSaidReady, untilHealthy, healthReport };
