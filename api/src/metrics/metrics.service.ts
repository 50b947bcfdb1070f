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

  readonly httpRequestDuration = this.histogram(
    'cypher_http_request_duration_seconds',
    'HTTP requests by method, route pattern and status code',
    ['method', 'route', 'status'],
    LATENCY_BUCKETS,
  );

  readonly responseCacheLookups = this.counter(
    'cypher_response_cache_lookups_total',
    'Public GETs looked up in the response cache, by outcome (hit, miss, stale)',
    ['outcome'],
  );

  readonly responseCacheVersionReads = this.counter(
    'cypher_response_cache_version_reads_total',
    'Reads of the content versions by the response cache (each one a small Postgres query)',
    [],
  );

  readonly publicReads = this.counter(
    'cypher_public_reads_total',
    'Public reads answered by the application (not the cache) with read replicas configured, by server (replica, primary)',
    ['server'],
  );

  readonly jobDuration = this.histogram(
    'cypher_job_duration_seconds',
    'Jobs run by this worker, by queue, job name and outcome (completed, failed)',
    ['queue', 'job', 'outcome'],
    JOB_BUCKETS,
  );

  readonly jobWait = this.histogram(
    'cypher_job_wait_seconds',
    'Time from enqueue (or the end of a planned delay) to the start of the first attempt, by queue',
    ['queue'],
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
  );

  readonly emails = this.counter(
    'cypher_emails_total',
    'Emails handed to SMTP, by kind (confirmation, welcome, newsletter) and outcome (sent, bounced, deferred)',
    ['kind', 'outcome'],
  );

  readonly scrapedItems = this.counter(
    'cypher_scrape_items_total',
    'Items the scrapers found in their sources and added as new rows, by scraper (news, releases) and stage (found, added)',
    ['scraper', 'stage'],
  );

  readonly openaiCalls = this.histogram(
    'cypher_openai_call_duration_seconds',
    'OpenAI calls by purpose and outcome (ok, error); an error means the product fell back to its own rule',
    ['purpose', 'outcome'],
    [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 60],
  );

  readonly openaiFallbacks = this.counter(
    'cypher_openai_fallbacks_total',
    'Times a job asked OpenAI and used its own rule instead (timeout, error, refusal, invalid answer), by purpose',
    ['purpose'],
  );

  private role: ProcessRole | null = null;

  private counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return new Counter<L>({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: number[],
  ): Histogram<L> {
    return new Histogram<L>({ name, help, labelNames, buckets, registers: [this.registry] });
  }

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
