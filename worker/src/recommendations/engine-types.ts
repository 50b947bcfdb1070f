import type { Preferences } from '@api/shared/contracts/personalization';

/** An article as the engine sees it: only what scoring and reasons need. */
export interface CandidateArticle {
  id: number;
  title: string;
  excerpt: string;
  /** Body text for matching (the loader caps its length). */
  text: string;
  tags: string[];
  category: string;
  wordCount: number;
  hasLongForm: boolean;
  /** The editors' pick of the moment. */
  featured?: boolean;
  publishedAt: Date;
}

export interface EngineInput {
  /** null when the session never saved preferences. */
  preferences: Preferences | null;
  articles: CandidateArticle[];
  /** Articles this session has already interacted with (read, liked, shared...). */
  readArticleIds: number[];
  /** Interactions per article id over the last 7 days, all sessions. */
  trendingCounts: Map<number, number>;
  now: Date;
  limit: number;
}

export type SignalKind = 'preference' | 'readingFit' | 'recency' | 'trending' | 'affinity';

/** One reason an article scored: how strong (0..1), and how to say it to the reader. */
export interface Signal {
  kind: SignalKind;
  strength: number;
  phrase: string;
}

export interface RankedArticle {
  articleId: number;
  /** 0..100, whole number. */
  score: number;
  reason: string;
  /** 0..100: how well the article matches the saved preferences. */
  preferenceMatch: number;
  /** 0..100: this article's reads this week relative to the most-read candidate. */
  trendingScore: number;
  readMinutes: number;
  signals: Signal[];
}
