import { Inject, Injectable, type Logger } from '@nestjs/common';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { MetricsService } from '@api/metrics/metrics.service';
import type { JobResult } from '@api/queues/job-payloads';
import type { ScrapeSourceKind } from '@api/modules/scrape-sources/scrape-source.entity';
import { ScrapeSourcesStore } from '@api/modules/scrape-sources/scrape-sources.store';
import { AllSourcesFailedError } from './all-sources-failed-error';
import { fetchText, type FetchOutcome } from './http-fetch';
import { ScrapeParser } from './parsing/parsing-pool';
import type { ParseResultOf, ParseTask } from './parsing/parse-tasks';
import { ProgressReporter } from './progress';
import { ScrapeTally, SourceFailure, allFailedMessage, scrapeMessage } from './scrape-summary';
import { readableFailure } from './source-failure-words';
import { SourceFetchError, statusOf } from './source-fetch-error';

/** The list of sources one scraper reads. */
export interface SourceList {
  kind: ScrapeSourceKind;
  /** How the logs and the messages call one source of the list: 'news source', 'release source'. */
  label: 'news' | 'release';
  /** The scraper's own logger, so a failed source is logged under the scraper's name. */
  logger: Logger;
  /** The run's job id: its retries are the same run, and a source failing in each counts one failed run. */
  runId?: string;
}

/** How a sweep went: how many sources there were, how many were read, and why the others failed. */
export interface SweepOutcome {
  sources: number;
  sourcesRead: number;
  failures: SourceFailure[];
}

/** A source that answered with a body. */
export type FetchedSource = Extract<FetchOutcome, { kind: 'ok' }>;

/**
 * The bookkeeping every scraper shares: the run over its sources, the
 * conditional GET of each, the parse of the answer and the record of what a
 * read found. The scraper brings only what it does with the items.
 */
@Injectable()
export class SourceSweep {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sources: ScrapeSourcesStore,
    private readonly parser: ScrapeParser,
    private readonly metrics: MetricsService,
  ) {}

  /**
   * Every enabled source of the list in turn, each with its share of the
   * progress bar. One failing source is logged, recorded and reported, not
   * fatal; when every source failed, the run fails (and BullMQ retries it).
   */
  async readEach(
    list: SourceList,
    progress: ProgressReporter,
    read: (url: string, share: ProgressReporter) => Promise<void>,
  ): Promise<SweepOutcome> {
    // The environment's list is only the first start's sources; after that the admin manages them.
    const configured = list.kind === 'news' ? this.config.newsSources : this.config.releaseSources;
    await this.sources.seedOnce(list.kind, configured);
    const urls = await this.sources.enabledUrls(list.kind);
    let sourcesRead = 0;
    const failures: SourceFailure[] = [];
    this.parser.warmUp();

    for (const [index, url] of urls.entries()) {
      const share = progress.slice(index / urls.length, (index + 1) / urls.length);
      try {
        await read(url, share);
        sourcesRead++;
      } catch (error) {
        const { reason, kind } = readableFailure(url, error instanceof Error ? error.message : String(error));
        failures.push({ url, reason, kind });
        list.logger.warn(`${list.label} source ${url} failed: ${reason}`);
        await this.sources.recordFetch({
          url,
          outcome: `failed: ${reason}`,
          status: statusOf(error),
          runId: list.runId ?? null,
        });
      }
      await share.done();
    }

    if (urls.length > 0 && sourcesRead === 0) {
      throw new AllSourcesFailedError(allFailedMessage(list.label, failures));
    }
    return { sources: urls.length, sourcesRead, failures };
  }

  /**
   * The source, asked with the validators its last read left; null when it
   * answered "not modified" (recorded as such). A failed fetch throws.
   */
  async fetchChanged(url: string, accept: string): Promise<FetchedSource | null> {
    const remembered = await this.sources.validatorsOf(url);
    const response = await fetchText(url, {
      timeoutMs: this.config.scrapeTimeoutMs,
      allowPrivateAddresses: this.config.scrapeAllowPrivate,
      accept,
      ...remembered,
    });
    if (response.kind === 'error') throw new SourceFetchError(response.reason, response.status ?? null);
    if (response.kind === 'not-modified') {
      await this.sources.recordFetch({ url, outcome: 'not modified', status: 304 });
      return null;
    }
    return response;
  }

  /** The source's answer parsed; an unreadable body fails the source. */
  parse<T extends ParseTask>(task: T, response: FetchedSource): Promise<ParseResultOf<T>> {
    return this.parser.run(task).catch((error: Error) => {
      // The source answered; its health keeps the status even though the body was unreadable.
      throw new SourceFetchError(error.message, response.status);
    });
  }

  /**
   * A source read to the end. Only once every item is stored may the next run
   * skip the source when unchanged, so its validators are saved here.
   */
  async recordRead(
    kind: ScrapeSourceKind,
    response: FetchedSource,
    read: { url: string; outcome: string; found: number; added: number },
  ): Promise<void> {
    await this.sources.recordFetch({
      ...read,
      status: response.status,
      validators: { etag: response.etag, lastModified: response.lastModified },
    });
    this.metrics.scrapedItems.inc({ scraper: kind, stage: 'found' }, read.found);
    this.metrics.scrapedItems.inc({ scraper: kind, stage: 'added' }, read.added);
  }
}

/** The counts a scraper keeps as it stores items. */
type ScrapeCounts = Pick<ScrapeTally, 'added' | 'known' | 'updated' | 'listed'>;

/** A scraper's job result: its message, its counts, and the sweep's sources. */
export function sweepResult<C extends ScrapeCounts>(
  noun: ScrapeTally['noun'],
  counts: C,
  sweep: SweepOutcome,
): JobResult & C & { sources: number; sourcesRead: number; failedSources: SourceFailure[] } {
  const { sources, sourcesRead, failures } = sweep;
  return {
    message: scrapeMessage({ noun, ...counts, sourcesRead, failures }),
    ...counts,
    sources,
    sourcesRead,
    // The kind only shapes the message; the result lists each failed source by its url and reason.
    failedSources: failures.map(({ url, reason }) => ({ url, reason })),
  };
}
