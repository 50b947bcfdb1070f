import { Inject, Injectable, Logger } from '@nestjs/common';
import { MetricsService } from '@api/metrics/metrics.service';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { ReleasesStore } from '@api/modules/releases/releases.store';
import { ScrapeSourcesStore } from '@api/modules/scrape-sources/scrape-sources.store';
import type { JobResult } from '@api/queues/job-payloads';
import { ArtistMatcher } from '../mentions/artist-matcher';
import { AllSourcesFailedError } from './all-sources-failed-error';
import { fetchText } from './http-fetch';
import { ScrapeParser } from './parsing/parsing-pool';
import { ProgressReporter } from './progress';
import { artistDraft, scrapedRelease } from './release-rows';
import { SourceFailure, allFailedMessage, scrapeMessage } from './scrape-summary';
import { readableFailure } from './source-failure-words';
import { SourceFetchError, statusOf } from './source-fetch-error';

const RELEASE_ACCEPT = 'application/json, application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5';

export interface ReleaseScrapeResult extends JobResult {
  added: number;
  updated: number;
  known: number;
  artistsCreated: number;
  sources: number;
  sourcesRead: number;
  failedSources: SourceFailure[];
}

/** The release scraper: RELEASE_SOURCES feeds and MusicBrainz release-group searches, upserted by linkUrl. */
@Injectable()
export class ReleaseScraper {
  private readonly logger = new Logger(ReleaseScraper.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sources: ScrapeSourcesStore,
    private readonly releases: ReleasesStore,
    private readonly parser: ScrapeParser,
    private readonly metrics: MetricsService,
    private readonly matcher: ArtistMatcher,
  ) {}

  /**
   * An artist a release brought in is looked for in every story. A failure must
   * not fail the scrape: it is logged, and the artist's next edit matches again.
   */
  private async matchStories(artistId: number): Promise<void> {
    try {
      await this.matcher.matchArtist(artistId);
    } catch (error) {
      this.logger.warn(`artist matching of artist ${artistId} failed: ${(error as Error).message}`);
    }
  }

  async run(progress: ProgressReporter): Promise<ReleaseScrapeResult> {
    // The environment's list is only the first start's sources; after that the admin manages them.
    await this.sources.seedOnce('releases', this.config.releaseSources);
    const sources = await this.sources.enabledUrls('releases');
    const totals = { added: 0, updated: 0, known: 0, artistsCreated: 0 };
    let sourcesRead = 0;
    const failures: SourceFailure[] = [];
    this.parser.warmUp();

    for (const [index, url] of sources.entries()) {
      const share = progress.slice(index / sources.length, (index + 1) / sources.length);
      try {
        await this.scrapeSource(url, share, totals);
        sourcesRead++;
      } catch (error) {
        const { reason, kind } = readableFailure(url, error instanceof Error ? error.message : String(error));
        failures.push({ url, reason, kind });
        this.logger.warn(`release source ${url} failed: ${reason}`);
        await this.sources.recordFetch({ url, outcome: `failed: ${reason}`, status: statusOf(error) });
      }
      await share.done();
    }

    if (sources.length > 0 && sourcesRead === 0) {
      throw new AllSourcesFailedError(allFailedMessage('release', failures));
    }
    return {
      message: scrapeMessage({ noun: 'release', ...totals, sourcesRead, failures }),
      ...totals,
      sources: sources.length,
      sourcesRead,
      // The kind only shapes the message; the result lists each failed source by its url and reason.
      failedSources: failures.map(({ url, reason }) => ({ url, reason })),
    };
  }

  private async scrapeSource(
    url: string,
    progress: ProgressReporter,
    totals: { added: number; updated: number; known: number; artistsCreated: number },
  ): Promise<void> {
    const remembered = await this.sources.validatorsOf(url);
    const response = await fetchText(url, {
      timeoutMs: this.config.scrapeTimeoutMs,
      allowPrivateAddresses: this.config.scrapeAllowPrivate,
      accept: RELEASE_ACCEPT,
      ...remembered,
    });
    if (response.kind === 'error') throw new SourceFetchError(response.reason, response.status ?? null);
    if (response.kind === 'not-modified') {
      await this.sources.recordFetch({ url, outcome: 'not modified', status: 304 });
      return;
    }
    const addedBefore = totals.added;
    const { releases, sourceName } = await this.parser
      .run({
        kind: 'releases',
        text: response.body,
        contentType: response.contentType,
        url: response.url,
        sourceUrl: url,
      })
      .catch((error: Error) => {
        // The source answered; its health keeps the status even though the body was unreadable.
        throw new SourceFetchError(error.message, response.status);
      });
    for (const [index, release] of releases.entries()) {
      const stored = await this.releases.saveScraped(
        scrapedRelease(release, sourceName),
        artistDraft(release, sourceName),
      );
      if (stored.write === 'added') totals.added++;
      else if (stored.write === 'updated') totals.updated++;
      else totals.known++;
      if (stored.artistCreated) {
        totals.artistsCreated++;
        await this.matchStories(stored.artistId);
      }
      await progress.report((index + 1) / releases.length);
    }
    await this.sources.recordFetch({
      url,
      outcome: `ok: ${releases.length} releases`,
      status: response.status,
      found: releases.length,
      added: totals.added - addedBefore,
      validators: { etag: response.etag, lastModified: response.lastModified },
    });
    this.metrics.scrapedItems.inc({ scraper: 'releases', stage: 'found' }, releases.length);
    this.metrics.scrapedItems.inc({ scraper: 'releases', stage: 'added' }, totals.added - addedBefore);
  }
}
