import { countOf } from '@api/shared/domain/plural';
import { Injectable, Logger } from '@nestjs/common';
import { ArticlePublishingStore } from '@api/modules/articles/article-publishing.store';
import { ArtistPublishingStore } from '@api/modules/artists/artist-publishing.store';
import type { JobResult, PublishScheduledPayload } from '@api/queues/job-payloads';
import { ArtistMatcher } from '../mentions/artist-matcher';
import { matchOnTheSide } from '../mentions/match-on-the-side';

/**
 * Flips scheduled stories and profiles to published. Each flip is one UPDATE
 * guarded by the row still being scheduled (for that time), so running a job
 * twice, or a job and the sweep together, publishes once. The UPDATE fires the
 * change-log triggers, whose NOTIFY drops the public cache's answers at commit,
 * as any other write does. A story that goes public then names its artists
 * (a draft names none), matched here rather than left to the next sweep.
 */
@Injectable()
export class ScheduledPublisher {
  private readonly logger = new Logger(ScheduledPublisher.name);

  constructor(
    private readonly articles: ArticlePublishingStore,
    private readonly artists: ArtistPublishingStore,
    private readonly matcher: ArtistMatcher,
  ) {}

  async publishOne(payload: PublishScheduledPayload): Promise<JobResult> {
    const at = new Date(payload.publishAt);
    const store = payload.kind === 'article' ? this.articles : this.artists;
    const published = await store.publishScheduled(payload.id, at);
    const what = `${payload.kind} ${payload.id}`;
    if (published) this.logger.log(`published ${what}, scheduled for ${payload.publishAt}`);
    if (published && payload.kind === 'article') await this.matchPublished([payload.id]);
    return {
      message: published
        ? `Published ${what}`
        : `Nothing to publish: ${what} is no longer scheduled for ${payload.publishAt}`,
    };
  }

  async publishOverdue(): Promise<JobResult> {
    const [articles, artists] = [await this.articles.publishOverdue(), await this.artists.publishOverdue()];
    await this.matchPublished(articles);
    if (articles.length + artists.length > 0) {
      this.logger.log(
        `published overdue: articles ${articles.join(', ') || 'none'}; artists ${artists.join(', ') || 'none'}`,
      );
    }
    return {
      message: `Published ${countOf(articles.length, 'overdue article')} and ${countOf(artists.length, 'artist')}`,
    };
  }

  private async matchPublished(articleIds: number[]): Promise<void> {
    for (const id of articleIds) {
      await matchOnTheSide(this.logger, `story ${id}`, () => this.matcher.matchArticle(id));
    }
  }
}
