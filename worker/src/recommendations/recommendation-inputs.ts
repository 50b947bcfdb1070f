import { Injectable } from '@nestjs/common';
import { ArticleRankingStore } from '@api/modules/articles/article-ranking.store';
import { ArtistsStore } from '@api/modules/artists/artists.store';
import { FollowsStore } from '@api/modules/follows/follows.store';
import { PersonalizationStore } from '@api/modules/personalization/personalization.store';
import { SubscriberSessionsStore } from '@api/modules/subscriptions/subscriber-sessions.store';
import { DEFAULT_PREFERENCES, type Preferences } from '@api/shared/contracts/personalization';
import type { CandidateArticle } from './engine-types';

/** The newest articles are the candidates; older ones come in only when trending or read. */
export const CANDIDATE_POOL_SIZE = 500;
/** Enough body text to recognise topics and artists without holding whole long reads in memory. */
const TEXT_CHARS = 5_000;
const HISTORY_LIMIT = 200;
const TRENDING_LIMIT = 200;
export const TRENDING_WINDOW_DAYS = 7;

export interface SessionHistory {
  /** Most recent first. */
  readArticleIds: number[];
}

/** Everything the engine needs about one session, read through the stores that own it. */
@Injectable()
export class RecommendationInputs {
  constructor(
    private readonly personalization: PersonalizationStore,
    private readonly articles: ArticleRankingStore,
    private readonly follows: FollowsStore,
    private readonly artists: ArtistsStore,
    private readonly subscriberSessions: SubscriberSessionsStore,
  ) {}

  /**
   * The saved preferences, with the artists the reader follows among their
   * artists: a follow is a signal for the ranking as well as a lead of 'For
   * You'. A session recognised as a subscriber follows as the subscription.
   */
  async preferences(sessionId: string): Promise<Preferences | null> {
    const [saved, followed] = await Promise.all([
      this.personalization.preferencesOf(sessionId),
      this.followedArtistNames(sessionId),
    ]);
    if (followed.length === 0) return saved;
    const base = saved ?? DEFAULT_PREFERENCES;
    return { ...base, artists: [...new Set([...base.artists, ...followed])] };
  }

  private async followedArtistNames(sessionId: string): Promise<string[]> {
    const subscriptionId = await this.subscriberSessions.subscriptionOf(sessionId);
    const rows = await this.follows.followedBy(subscriptionId === null ? { sessionId } : { subscriptionId });
    return (await this.artists.chips(rows.map((row) => row.artistId))).map((artist) => artist.name);
  }

  async history(sessionId: string): Promise<SessionHistory> {
    return { readArticleIds: await this.personalization.articlesReadBy(sessionId, HISTORY_LIMIT) };
  }

  /** Interactions per article over the last week, from every session. */
  trendingCounts(): Promise<Map<number, number>> {
    return this.personalization.interactionCountsSince(TRENDING_WINDOW_DAYS, TRENDING_LIMIT);
  }

  candidates(extraIds: number[]): Promise<CandidateArticle[]> {
    return this.articles.forRanking({ newest: CANDIDATE_POOL_SIZE, alsoIds: extraIds, textChars: TEXT_CHARS });
  }
}
