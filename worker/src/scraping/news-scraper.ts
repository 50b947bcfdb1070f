import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import type { JobResult } from '@api/queues/job-payloads';
import { ScrapedArticlesStore, ScrapedArticle } from '@api/modules/articles/scraped-articles.store';
import { ScrapeSourcesStore } from '@api/modules/scrape-sources/scrape-sources.store';
import { ArtistMatcher } from '../mentions/artist-matcher';
import { matchOnTheSide } from '../mentions/match-on-the-side';
import { normalizeUrl } from './normalize-url';
import type { FeedItem } from './feed-parser';
import { fetchText } from './http-fetch';
import { mapLimit } from './map-limit';
import { ParseFailure, ScrapeParser } from './parsing/parsing-pool';
import { ProgressReporter } from './progress';
import { SourceFailure } from './scrape-summary';
import { SourceSweep, sweepResult } from './source-sweep';
import { sourceNameOf } from './source-name';
import { StoryAssigner } from '../stories/story-assigner';

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
    private readonly sweep: SourceSweep,
    private readonly articles: ScrapedArticlesStore,
    private readonly parser: ScrapeParser,
    private readonly matcher: ArtistMatcher,
    private readonly sources: ScrapeSourcesStore,
    private readonly stories: StoryAssigner,
  ) {}

  /** One run over the news sources; `runId` (the job's id) stays the same across the queue's retries of it. */
  async run(progress: ProgressReporter, runId?: string): Promise<NewsScrapeResult> {
    const list = { kind: 'news', label: 'news', logger: this.logger, runId } as const;
    const counts = { added: 0, known: 0 };
    const unreadPages: SourceFailure[] = [];
    const swept = await this.sweep.readEach(list, progress, async (url, share) => {
      const outcome = await this.scrapeSource(url, share, unreadPages);
      counts.added += outcome.added;
      counts.known += outcome.known;
    });
    return { ...sweepResult('article', counts, swept), unreadPages };
  }

  private async scrapeSource(
    url: string,
    progress: ProgressReporter,
    unreadPages: SourceFailure[],
  ): Promise<{ added: number; known: number }> {
    const response = await this.sweep.fetchChanged(url, FEED_ACCEPT);
    if (!response) return { added: 0, known: 0 };
    const feed = await this.sweep.parse({ kind: 'feed', text: response.body, url: response.url }, response);
    // A source under review lands its new stories as drafts for the review queue; the others go public.
    const status = (await this.sources.policyOf(url)) === 'review' ? 'draft' : 'published';
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
      // Stored in the story it reports on (or a new one), in the same transaction.
      const storedId = await this.stories.storeScraped(article, status);
      if (storedId === null) known++;
      else {
        added++;
        // A new story is matched against the artists as it lands.
        await matchOnTheSide(this.logger, `story ${storedId}`, () => this.matcher.matchArticle(storedId));
      }
      await progress.report(++finished / fresh.length);
    });

    await this.sweep.recordRead('news', response, {
      url,
      outcome: `ok: ${items.length} items, ${added} new`,
      found: items.length,
      added,
    });
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
