import { Injectable } from '@nestjs/common';
import { ArticlesService } from '../articles/articles.service';
import { ArticleContext } from './article-context';
import { storyCardPage } from '../articles/article-reads';
import type { ArticleDetailView, StoryCard } from '../../shared/contracts/stories';
import { artistProfile, spotlightCards } from '../artists/artist-reads';
import { ArtistStoryService } from '../artist-story/artist-story.service';
import { ArtistsService } from '../artists/artists.service';
import { publishedIssue, publishedIssues } from '../newsletters/newsletter-reads';
import { NewslettersService } from '../newsletters/newsletters.service';
import { releasePage } from '../releases/release-reads';
import { ReleasesService } from '../releases/releases.service';
import type { PublicNewsletterView } from '../../shared/contracts/admin';
import type { ArticleContextView } from '../../shared/contracts/article-context';
import type { ArticleCard, ArticleView, ArtistCard, ArtistView, ReleaseView } from '../../shared/contracts/content';
import {
  FEED_PAGE_SIZE,
  PUBLIC_LIST_LIMITS,
  type ArticleFeedFilter,
  type FeedPage,
  type FeedPages,
} from '../../shared/contracts/query-keys';
import type { EventView } from '../../shared/contracts/admin';
import type { ChartEntryView } from '../../shared/contracts/content';
import type { ChartSongRunView, ChartWeekView } from '../../shared/contracts/charts';
import type { ArticleCategory } from '../../shared/domain/categories';
import type { ReleaseType } from '../../shared/domain/release-types';
import { publicEvents } from '../events/event-reads';
import { EventsService } from '../events/events.service';
import { StreamingChartsService } from '../streaming-charts/streaming-charts.service';
import type { ArtistStoryView } from '../../shared/contracts/artist-story';
import { NotFoundException } from '@nestjs/common';
import { SearchService } from '../search/search.service';
import { SEARCH_PAGE_LIMIT, type SearchResults, type SearchType } from '../../shared/contracts/search';

/**
 * The public reads a page needs. Where a JSON route answers the same query,
 * both call one read function (each module's *-reads.ts), so the data a page
 * is rendered from is byte for byte what the browser would have fetched.
 * A missing record is null.
 */
@Injectable()
export class PublicReads {
  constructor(
    private readonly articles: ArticlesService,
    private readonly artists: ArtistsService,
    private readonly releases: ReleasesService,
    private readonly newsletters: NewslettersService,
    private readonly searcher: SearchService,
    private readonly context: ArticleContext,
    private readonly events: EventsService,
    private readonly charts: StreamingChartsService,
    private readonly stories: ArtistStoryService,
  ) {}

  /** The first page of a long article list, each story once, in the shape the browser's infinite query keeps. */
  async articleFeed(filter: ArticleFeedFilter): Promise<FeedPages<StoryCard>> {
    return firstPage(
      await storyCardPage(this.articles, {
        limit: FEED_PAGE_SIZE,
        offset: 0,
        category: (filter.category ?? undefined) as ArticleCategory | undefined,
        tag: filter.tag ?? undefined,
        q: filter.q ?? undefined,
      }),
    );
  }

  async releaseFeed(type: ReleaseType | null): Promise<FeedPages<ReleaseView>> {
    return firstPage(await releasePage(this.releases, { limit: FEED_PAGE_SIZE, offset: 0, type: type ?? undefined }));
  }

  async eventList(): Promise<EventView[]> {
    return (await publicEvents(this.events, { limit: PUBLIC_LIST_LIMITS.events, offset: 0 })).items;
  }

  /** A week's chart (the latest built without one); a week never built throws the JSON route's 404. */
  chart(week?: string): Promise<ChartEntryView[]> {
    return this.charts.chart(undefined, week);
  }

  chartWeeks(): Promise<ChartWeekView[]> {
    return this.charts.weeks();
  }

  artistChartRuns(artistId: number): Promise<ChartSongRunView[]> {
    return this.charts.artistRuns(artistId);
  }

  async articleList(): Promise<ArticleCard[]> {
    return (await this.articles.listCards({ limit: PUBLIC_LIST_LIMITS.articles, offset: 0 })).items;
  }

  /** The newest stories the home page arranges, each once (the same read as GET /api/articles?limit=30&group=story). */
  async frontPageArticles(): Promise<StoryCard[]> {
    return (await storyCardPage(this.articles, { limit: PUBLIC_LIST_LIMITS.frontPage, offset: 0 })).items;
  }

  async article(id: number): Promise<ArticleDetailView | null> {
    return orNull(() => this.articles.detail(id));
  }

  /** The stories to read next, the artists named and the related stories, for the article page. */
  articleContext(article: ArticleView): Promise<ArticleContextView> {
    return this.context.of(article);
  }

  async artist(id: number): Promise<ArtistView | null> {
    return orNull(() => artistProfile(this.artists, id));
  }

  /** The artist's news, releases, shows and spotlight reason; null when the artist is missing. */
  async artistStory(id: number): Promise<ArtistStoryView | null> {
    return orNull(() => this.stories.artistStory(id));
  }

  async spotlight(week: string | undefined): Promise<ArtistCard[]> {
    return spotlightCards(this.artists, week);
  }

  async releaseList(): Promise<ReleaseView[]> {
    const page = await this.releases.list({ limit: PUBLIC_LIST_LIMITS.releases, offset: 0 });
    return this.releases.views(page.items);
  }

  async newsletterArchive(): Promise<PublicNewsletterView[]> {
    return (await publishedIssues(this.newsletters, { limit: PUBLIC_LIST_LIMITS.newsletters, offset: 0 })).items;
  }

  async newsletter(id: number): Promise<PublicNewsletterView | null> {
    return orNull(() => publishedIssue(this.newsletters, id));
  }

  /** As GET /api/search answers the /search page's address (searchUrl). */
  search(q: string, type: SearchType | null, asYouType: boolean): Promise<SearchResults> {
    const prefix = asYouType ? 'true' : undefined;
    return this.searcher.search({ q, type: type ?? undefined, limit: SEARCH_PAGE_LIMIT, prefix });
  }
}

function firstPage<T>(page: FeedPage<T>): FeedPages<T> {
  return { pages: [page], pageParams: [null] };
}

async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundException) return null;
    throw error;
  }
}
