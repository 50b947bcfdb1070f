import { Injectable } from '@nestjs/common';
import { ArticlesStore } from '../articles/articles.store';
import { ContentVersionFeed } from '../public-cache/content-version-feed';

const ARTICLES = ['articles'] as const;

/**
 * Which articles readers may see, held in memory so that a reading signal, the
 * busiest public write, costs no query on `articles`. The set is trusted only
 * while the change feed, settled as the response cache settles it (by default
 * a version read of content_change_log that starts after the signal arrived,
 * shared by every signal arriving meanwhile), has counted no change to
 * `articles` since the set was read (the feed's tag is taken before the read).
 * After a change, the next signal starts one reload and, like every signal for
 * an id the set does not hold, asks Postgres meanwhile. So a story published
 * before the signal arrived is never refused, and one unpublished before it
 * arrived is refused, whoever wrote the change.
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
    if (await this.feed.settled()) {
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
