import { parentPort } from 'node:worker_threads';
import { ParseTask, runParseTask } from './parse-tasks';

/** What the pool hands a thread: the task and a number that names it. */
export interface ParseEnvelope {
  id: number;
  task: ParseTask;
}

/** Sent when a thread begins a task: the task's time budget runs from here, not from its wait in the queue. */
export interface ParseStarted {
  parseTaskStarted: number;
}

/** The entry of a parsing worker thread (piscina calls the default export once per task). */
export default function parseInThread({ id, task }: ParseEnvelope) {
  const started: ParseStarted = { parseTaskStarted: id };
  parentPort?.postMessage(started);
  return runParseTask(task);
}
