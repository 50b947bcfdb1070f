import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import type { ParseResultOf, ParseTask } from './parse-tasks';
import type { ParseEnvelope, ParseStarted } from './parse-thread';

/** Heap a parsing thread may use: a 5 MB page parses in far less; a hostile one is stopped, not the process. */
const THREAD_HEAP_MB = 512;
/** An idle thread is kept this long for the next task, then ended (an idle worker holds none). */
const THREAD_IDLE_MS = 30_000;

/** Why a feed or page could not be parsed in time or at all; the message lands in the job result. */
export class ParseFailure extends Error {}

export interface ParsingLimits {
  timeoutMs: number;
  threads: number;
}

/**
 * Parses feeds and pages in worker threads (piscina), never on the event loop
 * that serves the queues, each task within a time budget counted from the
 * moment a thread begins it (a wait in the queue or a thread's start-up does
 * not count): past it the thread is ended (piscina replaces it) and the task
 * fails with a sentence, so one pathological source fails alone while every
 * other job keeps running.
 */
export class ParsingPool {
  private readonly pool: Piscina;
  private nextId = 1;
  /** Tasks handed to the pool and not yet begun by a thread: their budgets start when one does. */
  private readonly waiting = new Map<number, () => void>();

  constructor(private readonly limits: ParsingLimits) {
    this.pool = new Piscina({
      ...threadEntry(),
      minThreads: 0,
      maxThreads: limits.threads,
      idleTimeout: THREAD_IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    this.pool.on('message', (message: Partial<ParseStarted>) => {
      const id = message?.parseTaskStarted;
      if (id === undefined) return;
      this.waiting.get(id)?.();
      this.waiting.delete(id);
    });
  }

  async run<T extends ParseTask>(task: T): Promise<ParseResultOf<T>> {
    const id = this.nextId++;
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    this.waiting.set(id, () => {
      timer = setTimeout(() => abort.abort(), this.limits.timeoutMs);
    });
    const envelope: ParseEnvelope = { id, task };
    try {
      return (await this.pool.run(envelope, { signal: abort.signal })) as ParseResultOf<T>;
    } catch (error) {
      throw new ParseFailure(failureReason(error, abort.signal.aborted, this.limits.timeoutMs, task));
    } finally {
      clearTimeout(timer);
      this.waiting.delete(id);
    }
  }

  /**
   * Starts the threads (each loads cheerio, linkedom, Readability and turndown,
   * a second or two on a busy machine) while the first feed is still downloading.
   */
  warmUp(): void {
    for (let i = 0; i < this.limits.threads; i++)
      this.pool.run({ id: 0, task: { kind: 'warm-up' } }).catch(() => undefined);
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

/** The pool as the worker's Nest providers use it, sized by SCRAPE_PARSE_THREADS and SCRAPE_PARSE_TIMEOUT_MS. */
@Injectable()
export class ScrapeParser extends ParsingPool implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ timeoutMs: config.scrapeParseTimeoutMs, threads: config.scrapeParseThreads });
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }
}

function failureReason(error: unknown, timedOut: boolean, timeoutMs: number, task: ParseTask): string {
  const what =
    task.kind === 'article'
      ? task.page
        ? `the article page ${task.page.url}`
        : `the feed's text of ${task.item.link}`
      : { feed: 'the feed', page: 'the page', releases: 'the source', 'warm-up': 'nothing' }[task.kind];
  if (timedOut) return `gave up parsing ${what} after ${seconds(timeoutMs)} (too large or too convoluted)`;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory/i.test(message))
    return `gave up parsing ${what}: it needs more than ${THREAD_HEAP_MB} MB of memory`;
  return message;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The compiled worker starts its threads on parse-thread.js beside this file;
 * from the TypeScript sources (ts-jest) a small CommonJS entry transpiles the
 * .ts files as the thread loads them.
 */
function threadEntry(): { filename: string } {
  const compiled = join(__dirname, 'parse-thread.js');
  if (existsSync(compiled)) return { filename: compiled };
  return { filename: join(__dirname, 'typescript-thread.cjs') };
}
