import { Inject, Injectable, Logger } from '@nestjs/common';
import { MetricsService } from '@api/metrics/metrics.service';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import type { JobResult } from '@api/queues/job-payloads';
import { ArticlesStore, ScrapedArticle } from '@api/modules/articles/articles.store';
import { ScrapeSourcesStore } from '@api/modules/scrape-sources/scrape-sources.store';
import { ArtistMatcher } from '../mentions/artist-matcher';
import { AllSourcesFailedError } from './all-sources-failed-error';
import { normalizeUrl } from './normalize-url';
import type { FeedItem } from './feed-parser';
import { fetchText } from './http-fetch';
import { mapLimit } from './map-limit';
import { ParseFailure, ScrapeParser } from './parsing/parsing-pool';
import { ProgressReporter } from './progress';
import { SourceFailure, allFailedMessage, scrapeMessage } from './scrape-summary';
import { readableFailure } from './source-failure-words';
import { SourceFetchError, statusOf } from './source-fetch-error';
import { sourceNameOf } from './source-name';

const FEED_ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

export interface NewsScrapeResult extends JobResult {
  added: number;
  known: number;
  sources: number;
  sourcesRead: number;
  failedSources: SourceFailure[];
  /** Article pages whose own text could not be read (the feed's text was stored instead), with why. */
  unreadPages: SourceFailure[];
}

/**
 * The news scraper: every NEWS_SOURCES feed in turn; per new item the article
 * page, a bounded number at a time. One failing source is reported, not fatal.
 */
@Injectable()
export class NewsScraper {
  private readonly logger = new Logger(NewsScraper.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sources: ScrapeSourcesStore,
    private readonly articles: ArticlesStore,
    private readonly parser: ScrapeParser,
    private readonly metrics: MetricsService,
    private readonly matcher: ArtistMatcher,
  ) {}

  /**
   * A new story is matched against the artists as it lands. A failure here
   * must not fail the scrape (whose retry would find the story already stored
   * and skip it): it is logged, and the next edit or artist change matches again.
   */
  private async matchArtists(articleId: number): Promise<void> {
    try {
      await this.matcher.matchArticle(articleId);
    } catch (error) {
      this.logger.warn(`artist matching of story ${articleId} failed: ${(error as Error).message}`);
    }
  }

  async run(progress: ProgressReporter): Promise<NewsScrapeResult> {
    // The environment's list is only the first start's sources; after that the admin manages them.
    await this.sources.seedOnce('news', this.config.newsSources);
    const sources = await this.sources.enabledUrls('news');
    let added = 0;
    let known = 0;
    let sourcesRead = 0;
    const failures: SourceFailure[] = [];
    const unreadPages: SourceFailure[] = [];
    this.parser.warmUp();

    for (const [index, url] of sources.entries()) {
      const share = progress.slice(index / sources.length, (index + 1) / sources.length);
      try {
        const outcome = await this.scrapeSource(url, share, unreadPages);
        added += outcome.added;
        known += outcome.known;
        sourcesRead++;
      } catch (error) {
        const { reason, kind } = readableFailure(url, error instanceof Error ? error.message : String(error));
        failures.push({ url, reason, kind });
        this.logger.warn(`news source ${url} failed: ${reason}`);
        await this.sources.recordFetch({ url, outcome: `failed: ${reason}`, status: statusOf(error) });
      }
      await share.done();
    }

    if (sources.length > 0 && sourcesRead === 0) {
      throw new AllSourcesFailedError(allFailedMessage('news', failures));
    }
    return {
      message: scrapeMessage({ noun: 'article', added, known, sourcesRead, failures }),
      added,
      known,
      sources: sources.length,
      sourcesRead,
      // The kind only shapes the message; the result lists each failed source by its url and reason.
      failedSources: failures.map(({ url, reason }) => ({ url, reason })),
      unreadPages,
    };
  }

  private async scrapeSource(
    url: string,
    progress: ProgressReporter,
    unreadPages: SourceFailure[],
  ): Promise<{ added: number; known: number }> {
    const remembered = await this.sources.validatorsOf(url);
    const response = await fetchText(url, {
      timeoutMs: this.config.scrapeTimeoutMs,
      allowPrivateAddresses: this.config.scrapeAllowPrivate,
      accept: FEED_ACCEPT,
      ...remembered,
    });
    if (response.kind === 'error') throw new SourceFetchError(response.reason, response.status ?? null);
    if (response.kind === 'not-modified') {
      await this.sources.recordFetch({ url, outcome: 'not modified', status: 304 });
      return { added: 0, known: 0 };
    }
    const feed = await this.parser
      .run({ kind: 'feed', text: response.body, url: response.url })
      .catch((error: Error) => {
        // The source answered; its health keeps the status even though the body was unreadable.
        throw new SourceFetchError(error.message, response.status);
      });
    const sourceName = sourceNameOf(feed.title, url);
    const items = uniqueByLink(feed.items);
    const alreadyStored = await this.articles.knownCanonicalUrls(
      items.map((item) => normalizeUrl(item.link) ?? item.link),
    );
    const fresh = items.filter((item) => !alreadyStored.has(normalizeUrl(item.link) ?? item.link));
    let known = items.length - fresh.length;
    let added = 0;
    let finished = 0;

    await mapLimit(fresh, this.config.scrapeConcurrency, async (item) => {
      const article = await this.articleOf(item, sourceName, unreadPages);
      const storedId = await this.articles.insertScraped(article);
      if (storedId === null) known++;
      else {
        added++;
        await this.matchArtists(storedId);
      }
      await progress.report(++finished / fresh.length);
    });

    // Only now that every item is stored may the next run skip this feed when unchanged.
    await this.sources.recordFetch({
      url,
      outcome: `ok: ${items.length} items, ${added} new`,
      status: response.status,
      found: items.length,
      added,
      validators: { etag: response.etag, lastModified: response.lastModified },
    });
    this.metrics.scrapedItems.inc({ scraper: 'news', stage: 'found' }, items.length);
    this.metrics.scrapedItems.inc({ scraper: 'news', stage: 'added' }, added);
    return { added, known };
  }

  /**
   * The item's article from its page; when the page cannot be fetched, is not
   * HTML (a PDF, a video) or cannot be parsed within the budget, from the
   * feed's own text, and the page is listed with the reason.
   */
  private async articleOf(item: FeedItem, sourceName: string, unreadPages: SourceFailure[]): Promise<ScrapedArticle> {
    const page = await fetchText(item.link, {
      timeoutMs: this.config.scrapeTimeoutMs,
      allowPrivateAddresses: this.config.scrapeAllowPrivate,
      accept: 'text/html,*/*;q=0.5',
    });
    let reason = page.kind === 'error' ? page.reason : 'not an HTML page';
    if (page.kind === 'ok' && (!page.contentType || /html/i.test(page.contentType))) {
      try {
        const html = { html: page.body, url: page.url };
        return await this.parser.run({ kind: 'article', item, page: html, sourceName, now: new Date() });
      } catch (error) {
        if (!(error instanceof ParseFailure)) throw error;
        reason = error.message;
      }
    }
    unreadPages.push({ url: item.link, reason });
    this.logger.warn(`article ${item.link}: ${reason}; using the feed's text`);
    return this.parser.run({ kind: 'article', item, page: null, sourceName, now: new Date() });
  }
}

function uniqueByLink(items: FeedItem[]): FeedItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = normalizeUrl(item.link) ?? item.link;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
