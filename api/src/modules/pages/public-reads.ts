import { Injectable } from '@nestjs/common';
import { toArticleView } from '../articles/article-view';
import { ArticlesService } from '../articles/articles.service';
import { toArtistView } from '../artists/artist-view';
import { ArtistsService } from '../artists/artists.service';
import { toNewsletterView } from '../newsletters/newsletter-view';
import { NewslettersService } from '../newsletters/newsletters.service';
import { toReleaseView } from '../releases/release-view';
import { ReleasesService } from '../releases/releases.service';
import type { NewsletterView } from '../../shared/contracts/admin';
import type { ArticleView, ArtistView, ReleaseView } from '../../shared/contracts/content';
import { PUBLIC_LIST_LIMITS } from '../../shared/contracts/query-keys';
import { NotFoundException } from '@nestjs/common';

/**
 * The public reads a page needs, through the same services and view mappers
 * as the JSON endpoints, so the data a page is rendered from is byte for byte
 * what the browser would have fetched. A missing record is null.
 */
@Injectable()
export class PublicReads {
  constructor(
    private readonly articles: ArticlesService,
    private readonly artists: ArtistsService,
    private readonly releases: ReleasesService,
    private readonly newsletters: NewslettersService,
  ) {}

  async articleList(): Promise<ArticleView[]> {
    const page = await this.articles.list({ limit: PUBLIC_LIST_LIMITS.articles, offset: 0 });
    return page.items.map(toArticleView);
  }

  async article(id: number): Promise<ArticleView | null> {
    return orNull(async () => toArticleView(await this.articles.findOne(id)));
  }

  async artistRoster(): Promise<ArtistView[]> {
    const page = await this.artists.list({ limit: PUBLIC_LIST_LIMITS.artists, offset: 0 });
    return page.items.map(toArtistView);
  }

  async artist(id: number): Promise<ArtistView | null> {
    return orNull(async () => toArtistView(await this.artists.findOne(id)));
  }

  async spotlight(week: string | undefined): Promise<ArtistView[]> {
    return (await this.artists.spotlight(week)).map(toArtistView);
  }

  async releaseList(): Promise<ReleaseView[]> {
    const page = await this.releases.list({ limit: PUBLIC_LIST_LIMITS.releases, offset: 0 });
    return page.items.map(toReleaseView);
  }

  async newsletterArchive(): Promise<NewsletterView[]> {
    const page = await this.newsletters.listPublished({ limit: PUBLIC_LIST_LIMITS.newsletters, offset: 0 });
    return page.items.map(toNewsletterView);
  }

  async newsletter(id: number): Promise<NewsletterView | null> {
    const issue = await this.newsletters.findPublished(id);
    return issue ? toNewsletterView(issue) : null;
  }
}

async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundException) return null;
    throw error;
  }
}
