import { Injectable } from '@nestjs/common';
import type { RecommendationView } from '../../shared/contracts/personalization';
import { FOLLOWED_ARTISTS_MODEL } from '../../shared/domain/ranking-models';
import { ArtistMentionsStore } from '../artist-mentions/artist-mentions.store';
import { ArtistsStore } from '../artists/artists.store';
import { PersonalizationStore } from './personalization.store';
import { SessionFollows } from './session-follows';

/** Newest stories per followed artist: a few each, so one prolific artist cannot fill the whole list. */
const STORIES_PER_ARTIST = 2;

/**
 * The stories that lead a reader's 'For You': the newest about the artists
 * they follow, each saying which artist put it there. Read at request time,
 * so a follow shows in the list at once, without waiting for a generation job.
 */
@Injectable()
export class FollowedArtistLeads {
  constructor(
    private readonly follows: SessionFollows,
    private readonly artists: ArtistsStore,
    private readonly mentions: ArtistMentionsStore,
    private readonly personalization: PersonalizationStore,
  ) {}

  async for(sessionId: string, limit: number): Promise<RecommendationView[]> {
    const followed = await this.follows.of(sessionId);
    if (followed.length === 0) return [];
    const artists = await this.artists.chips(followed.map((follow) => follow.artistId));
    const names = new Map(artists.map((artist) => [artist.id, artist.name]));
    const followedAt = new Map(followed.map((follow) => [follow.artistId, follow.followedAt]));
    const stories = await this.mentions.latestForArtists(
      artists.map((artist) => artist.id),
      STORIES_PER_ARTIST,
    );
    const cards = await this.personalization.articleCards(stories.slice(0, limit).map((story) => story.articleId));
    const artistOf = new Map(stories.map((story) => [story.articleId, story.artistId]));
    return cards.map((article) => {
      const artistId = artistOf.get(article.id)!;
      return {
        // Not a stored recommendation: a negative id keeps it apart from every stored row's.
        id: -article.id,
        articleId: article.id,
        // A followed artist's story is a full match; the list's order, not the score, puts the newest first.
        recommendationScore: 100,
        recommendationReason: `Because you follow ${names.get(artistId)}`,
        aiModel: FOLLOWED_ARTISTS_MODEL,
        createdAt: (followedAt.get(artistId) ?? new Date()).toISOString(),
        metadata: { followedArtistId: artistId },
        article,
      };
    });
  }
}
