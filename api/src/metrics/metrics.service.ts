import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Which process these numbers describe; every series carries it as the `process` label. */
export type ProcessRole = 'api' | 'worker';

/** Request and job durations, in seconds: from a cache hit (sub-millisecond) to a slow scrape. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.005, 0.025, 0.1, 0.25, 1, 2.5, 10, 30, 60, 300, 900];

/**
 * Every instrument of the product in one registry per process. Both roles
 * register the same names (a series only appears once it has a value), so one
 * dashboard reads the API and the workers alike.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'cypher_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly responseCacheLookups = new Counter({
    name: 'cypher_response_cache_lookups_total',
    help: 'Public GETs looked up in the response cache, by outcome (hit, miss, stale)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly publicReads = new Counter({
    name: 'cypher_public_reads_total',
    help: 'Public reads answered by the application (not the cache) with read replicas configured, by server (replica, primary)',
    labelNames: ['server'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'cypher_job_duration_seconds',
    help: 'Jobs run by this worker, by queue, job name and outcome (completed, failed)',
    labelNames: ['queue', 'job', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  readonly jobWait = new Histogram({
    name: 'cypher_job_wait_seconds',
    help: 'Time from enqueue (or the end of a planned delay) to the start of the first attempt, by queue',
    labelNames: ['queue'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [this.registry],
  });

  readonly emails = new Counter({
    name: 'cypher_emails_total',
    help: 'Emails handed to SMTP, by kind (confirmation, welcome, newsletter) and outcome (sent, bounced, deferred)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly scrapedItems = new Counter({
    name: 'cypher_scrape_items_total',
    help: 'Items the scrapers found in their sources and added as new rows, by scraper (news, releases) and stage (found, added)',
    labelNames: ['scraper', 'stage'] as const,
    registers: [this.registry],
  });

  readonly openaiCalls = new Histogram({
    name: 'cypher_openai_call_duration_seconds',
    help: 'OpenAI calls by purpose and outcome (ok, error); an error means the product fell back to its own rule',
    labelNames: ['purpose', 'outcome'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 60],
    registers: [this.registry],
  });

  readonly openaiFallbacks = new Counter({
    name: 'cypher_openai_fallbacks_total',
    help: 'Times a job asked OpenAI and used its own rule instead (timeout, error, refusal, invalid answer), by purpose',
    labelNames: ['purpose'] as const,
    registers: [this.registry],
  });

  private role: ProcessRole | null = null;

  /** Called once by the module: labels every series and adds the runtime's own (memory, event loop, GC). */
  describeProcess(role: ProcessRole): void {
    if (this.role) return;
    this.role = role;
    this.registry.setDefaultLabels({ process: role });
    collectDefaultMetrics({ register: this.registry, prefix: 'cypher_' });
  }

  /** A gauge whose value is read at scrape time, e.g. queue depth or open connections. */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect: (gauge: Gauge<L>) => Promise<void> | void,
  ): Gauge<L> {
    const existing = this.registry.getSingleMetric(name);
    if (existing) return existing as Gauge<L>;
    return new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        return collect(this);
      },
    });
  }

  /** Times `call` under the OpenAI histogram; a failure is counted and rethrown for the caller's fallback. */
  async timeOpenAi<T>(purpose: string, call: () => Promise<T>): Promise<T> {
    const stop = this.openaiCalls.startTimer({ purpose });
    try {
      const result = await call();
      stop({ outcome: 'ok' });
      return result;
    } catch (error) {
      stop({ outcome: 'error' });
      throw error;
    }
  }
}
