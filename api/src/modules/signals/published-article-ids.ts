import { Injectable } from '@nestjs/common';
import { ArticlesStore } from '../articles/articles.store';
import { ContentVersionFeed } from '../public-cache/content-version-feed';

const ARTICLES = ['articles'] as const;

/**
 * Which articles readers may see, held in memory so that a reading signal, the
 * busiest public write, costs no query. The set is trusted only while the
 * change feed has counted no change to `articles` since it was read (the
 * feed's tag is taken before the read, as the response cache does); after a
 * change, the next signal starts one reload and, like every signal for an id
 * the set does not hold, asks Postgres meanwhile. So a story published a
 * moment ago is never refused, and one unpublished a moment ago is refused at
 * once.
 */
@Injectable()
export class PublishedArticleIds {
  private ids = new Set<number>();
  private heldTag: string | null = null;
  private reloading: Promise<void> | null = null;

  constructor(
    private readonly articles: ArticlesStore,
    private readonly feed: ContentVersionFeed,
  ) {}

  async has(id: number): Promise<boolean> {
    if (this.feed.connected) {
      const tag = this.feed.tagOf(ARTICLES);
      if (tag === this.heldTag) {
        if (this.ids.has(id)) return true;
      } else {
        this.reload(tag);
      }
    }
    return this.articles.isPublished(id);
  }

  private reload(tag: string): void {
    if (this.reloading) return;
    this.reloading = this.articles
      .publishedIds()
      .then((ids) => {
        this.ids = new Set(ids);
        this.heldTag = tag;
      })
      // A failed read leaves the set untrusted: the signals ask Postgres, which answers them its own way.
      .catch(() => undefined)
      .finally(() => (this.reloading = null));
  }
}
