/**
 * Tells the process that spawned this worker with an IPC channel (npm start,
 * the browser-test runner, the test support) that its queue consumers are
 * registered. Readiness travels as a message, never as a log line, so a log
 * level or format change cannot break a start. Without a channel it does nothing.
 */
export function announceReady(): void {
  process.send?.({ ready: true });
}
