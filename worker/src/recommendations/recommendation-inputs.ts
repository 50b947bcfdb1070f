import { Injectable } from '@nestjs/common';
import { ArticleRankingStore } from '@api/modules/articles/article-ranking.store';
import { PersonalizationStore } from '@api/modules/personalization/personalization.store';
import type { Preferences } from '@api/shared/contracts/personalization';
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
  ) {}

  preferences(sessionId: string): Promise<Preferences | null> {
    return this.personalization.preferencesOf(sessionId);
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
