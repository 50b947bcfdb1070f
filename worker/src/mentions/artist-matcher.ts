import { countOf } from '@api/shared/domain/plural';
import { Injectable } from '@nestjs/common';
import { ArticleMentionSourcesStore } from '@api/modules/articles/article-mention-sources.store';
import { ArtistMentionsStore } from '@api/modules/artist-mentions/artist-mentions.store';
import { ArtistMentionTargetsStore } from '@api/modules/artists/artist-mention-targets.store';
import type { JobResult } from '@api/queues/job-payloads';
import { artistMatcher, mentionedArtistIds } from '@api/shared/domain/artist-mentions';

/** Stories read per round when one artist is matched against all of them. */
const ARTICLE_BATCH = 500;
/**
 * How far before its bookmark a sweep looks again. A row's updated_at is the
 * time its transaction began, which may be before the last sweep read while
 * its commit came after; a write that takes longer than this to commit is
 * left to the edit after it.
 */
const SWEEP_OVERLAP_MS = 5 * 60_000;

/**
 * Keeps article_artist_mentions true: which artists each published story names, by the
 * shared matching rule. Each run reads the story or artist as it is now and
 * replaces its rows in one transaction, so a run repeated (or on two workers)
 * stores the same rows.
 */
@Injectable()
export class ArtistMatcher {
  constructor(
    private readonly articles: ArticleMentionSourcesStore,
    private readonly artists: ArtistMentionTargetsStore,
    private readonly mentions: ArtistMentionsStore,
  ) {}

  /**
   * Which artists story `articleId` names now. Only a published story names
   * anyone (a draft, scheduled or archived one has no rows), so an artist's
   * stories are readers' stories; a story that is gone has no rows left (they cascade).
   */
  async matchArticle(articleId: number): Promise<JobResult & { artistIds: number[] }> {
    const story = await this.articles.mentionSource(articleId);
    if (!story) return { message: `Story ${articleId} is gone; nothing to match.`, changed: false, artistIds: [] };
    const artistIds = story.published ? mentionedArtistIds(story.text, await this.artists.mentionable()) : [];
    await this.mentions.replaceForArticle({ articleId, publishedAt: story.publishedAt, artistIds });
    return {
      message: `Story ${articleId} names ${countOf(artistIds.length, 'artist')}.`,
      artistIds,
    };
  }

  /**
   * The sweep: every story and artist changed since the last sweep is matched
   * again, whether or not its own job ran (the API queues one per write, but a
   * queue that was down at that moment loses it). The first sweep matches
   * every story. Matching stores the same rows however often it runs, so
   * overlapping sweeps and jobs are harmless.
   */
  async matchChanged(): Promise<JobResult & { articles: number; artists: number }> {
    const { sweptUntil, now } = await this.mentions.sweepBookmark();
    const since = sweptUntil ? new Date(sweptUntil.getTime() - SWEEP_OVERLAP_MS) : null;
    const namesIn = artistMatcher(await this.artists.mentionable());
    let articles = 0;
    for (let afterId = 0; ;) {
      const batch = await this.articles.mentionSourcesAfter(afterId, ARTICLE_BATCH, since);
      await this.mentions.replaceForArticles(
        batch.map((story) => ({
          articleId: story.id,
          publishedAt: story.publishedAt,
          artistIds: story.published ? namesIn(story.text) : [],
        })),
      );
      articles += batch.length;
      if (batch.length < ARTICLE_BATCH) break;
      afterId = batch[batch.length - 1].id;
    }
    // Every story was just matched against every artist: only a later sweep needs the artists' own runs.
    const changedArtists = since ? await this.artists.idsChangedSince(since) : [];
    for (const artistId of changedArtists) await this.matchArtist(artistId);
    await this.mentions.markSwept(now);
    return {
      message: `Matched ${countOf(articles, 'changed story', 'changed stories')} and ${countOf(changedArtists.length, 'changed artist')}.`,
      articles,
      artists: changedArtists.length,
    };
  }

  /** Which stories name artist `artistId` (by name or alias) now; an archived or deleted artist is named by none. */
  async matchArtist(artistId: number): Promise<JobResult & { articleIds: number[] }> {
    const artist = await this.artists.mentionableById(artistId);
    const found: { articleId: number; publishedAt: Date }[] = [];
    if (artist) {
      const named = artistMatcher([artist]);
      let afterId = 0;
      for (;;) {
        const batch = await this.articles.mentionSourcesAfter(afterId, ARTICLE_BATCH);
        for (const story of batch) {
          if (story.published && named(story.text).length > 0) {
            found.push({ articleId: story.id, publishedAt: story.publishedAt });
          }
        }
        if (batch.length < ARTICLE_BATCH) break;
        afterId = batch[batch.length - 1].id;
      }
    }
    await this.mentions.replaceForArtist(artistId, artist ? found : []);
    const name = artist?.name ?? `Artist ${artistId}`;
    return {
      message: `${name} is named in ${found.length} ${found.length === 1 ? 'story' : 'stories'}.`,
      articleIds: found.map((story) => story.articleId),
    };
  }
}
