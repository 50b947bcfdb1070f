import { Injectable, NotFoundException } from '@nestjs/common';
import type { ArticleRelatedView, ArtistStoryView } from '../../shared/contracts/artist-story';
import { ARTIST_STORY_LIMITS, RELATED_ARTICLES_LIMIT } from '../../shared/contracts/artist-story';
import { mentionedArtistIds } from '../../shared/domain/artist-mentions';
import { ArticlesStore } from '../articles/articles.store';
import { ArticleRankingStore } from '../articles/article-ranking.store';
import { ArticleStoriesStore } from '../articles/article-stories.store';
import { ArticleSummariesStore } from '../articles/article-summaries.store';
import { ArtistMentionsStore } from '../artist-mentions/artist-mentions.store';
import { ArtistsStore } from '../artists/artists.store';
import { ArtistSpotlightsStore } from '../artists/artist-spotlights.store';
import { toEventView } from '../events/event-view';
import { EventsStore } from '../events/events.store';
import { toReleaseView } from '../releases/release-view';
import { ReleasesStore } from '../releases/releases.store';

/**
 * How many more candidates a story list reads than it shows: several outlets'
 * reports of one story come as one, so a few more keep the list full.
 */
const CANDIDATES_PER_SHOWN = 3;

/** Upcoming events read to find an artist's shows in their line-ups. */
const UPCOMING_EVENTS_SCANNED = 200;

/**
 * What gathers around an artist and around a story, read through each
 * table's own store: the stories naming an artist (as the worker matched
 * them), their releases, their shows, why the spotlight picked them; and for
 * a story, the artists it names and the stories to read next.
 */
@Injectable()
export class ArtistStoryService {
  constructor(
    private readonly artists: ArtistsStore,
    private readonly spotlights: ArtistSpotlightsStore,
    private readonly articles: ArticlesStore,
    private readonly articleSummaries: ArticleSummariesStore,
    private readonly articleRanking: ArticleRankingStore,
    private readonly articleStories: ArticleStoriesStore,
    private readonly mentions: ArtistMentionsStore,
    private readonly releases: ReleasesStore,
    private readonly events: EventsStore,
  ) {}

  async artistStory(artistId: number, now: Date = new Date()): Promise<ArtistStoryView> {
    const artist = await this.artists.findPublished(artistId);
    if (!artist) throw new NotFoundException(`Artist ${artistId} was not found.`);
    const [newsCandidates, releases, upcoming, spotlightReason] = await Promise.all([
      this.mentions.latestArticleIds(artist.id, ARTIST_STORY_LIMITS.news * CANDIDATES_PER_SHOWN),
      this.releases.ofArtist(artist, ARTIST_STORY_LIMITS.releases),
      this.events.upcoming(now, UPCOMING_EVENTS_SCANNED),
      artist.isSpotlighted && artist.spotlightWeek
        ? this.spotlights.spotlightReason(artist.id, artist.spotlightWeek)
        : Promise.resolve(null),
    ]);
    const newsIds = (await this.articleStories.firstOfEachStory(newsCandidates)).slice(0, ARTIST_STORY_LIMITS.news);
    const named = { id: artist.id, name: artist.name, aliases: artist.aliases ?? [] };
    return {
      artistId: artist.id,
      news: await this.articleSummaries.cards(newsIds),
      releases: releases.map((release) => toReleaseView(release)),
      upcomingEvents: upcoming
        .filter((event) => mentionedArtistIds(event.artists, [named]).length > 0)
        .slice(0, ARTIST_STORY_LIMITS.upcomingEvents)
        .map(toEventView),
      spotlightReason,
    };
  }

  async articleRelated(articleId: number): Promise<ArticleRelatedView> {
    if (!(await this.articles.isPublished(articleId)))
      throw new NotFoundException(`Article ${articleId} was not found.`);
    const [artistIds, sharingArtists] = await Promise.all([
      this.mentions.artistIdsOf(articleId),
      this.mentions.articleIdsSharingArtists(articleId, RELATED_ARTICLES_LIMIT * CANDIDATES_PER_SHOWN),
    ]);
    const byArtist = await this.articleStories.firstOfEachStory(sharingArtists, articleId);
    const sharingTags =
      byArtist.length < RELATED_ARTICLES_LIMIT
        ? await this.articleRanking.idsSharingTags(articleId, {
            exclude: sharingArtists,
            limit: (RELATED_ARTICLES_LIMIT - byArtist.length) * CANDIDATES_PER_SHOWN,
          })
        : [];
    const relatedIds = (await this.articleStories.firstOfEachStory([...byArtist, ...sharingTags], articleId)).slice(
      0,
      RELATED_ARTICLES_LIMIT,
    );
    const [artists, related] = await Promise.all([
      this.artists.chips(artistIds),
      this.articleSummaries.cards(relatedIds),
    ]);
    return { articleId, artists, related };
  }
}
