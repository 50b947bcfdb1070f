/** The preference choices of spec section 9; the server accepts nothing else. */
export const PREFERENCE_CATEGORIES = [
  'News & Updates',
  'Artist Spotlights',
  'New Releases',
  'Interviews',
  'Culture & Lifestyle',
  'Album Reviews',
  'Events',
  'Business & Industry',
] as const;

export const PREFERENCE_CONTENT_TYPES = [
  'Breaking News',
  'Long-form Articles',
  'Quick Reads',
  'Photo Stories',
  'Video Content',
  'Podcast Features',
  'Chart Analysis',
  'Historical Pieces',
] as const;

export const PREFERENCE_TOPICS = [
  'Trap Music',
  'Old School Hip-Hop',
  'Underground Artists',
  'Mainstream Rap',
  'R&B Crossover',
  'Producer Spotlights',
  'Fashion & Style',
  'Social Issues',
  'Collaborations',
  'Emerging Artists',
  'Classic Albums',
  'Live Performances',
] as const;

export const READING_TIME_MIN = 1;
export const READING_TIME_MAX = 15;
export const READING_TIME_DEFAULT = 5;

export interface Preferences {
  categories: string[];
  artists: string[];
  contentTypes: string[];
  readingTime: number;
  topics: string[];
}

export const DEFAULT_PREFERENCES: Preferences = {
  categories: [],
  artists: [],
  contentTypes: [],
  readingTime: READING_TIME_DEFAULT,
  topics: [],
};

/**
 * The article a recommendation points at, sent along with it: the article list
 * is paged, so the screen cannot count on finding an older article there.
 */
export interface RecommendedArticle {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  wordCount: number;
  imageUrl: string | null;
  publishedAt: string;
}

export interface RecommendationView {
  id: number;
  articleId: number;
  recommendationScore: number;
  recommendationReason: string;
  aiModel: string;
  createdAt: string;
  metadata: { preferenceMatch?: number; trendingScore?: number; [key: string]: unknown } | null;
  article: RecommendedArticle;
}

/** Recommendations per request (spec section 9): the default and the most a request gets. */
export const RECOMMENDATIONS_LIMIT = 8;

/** POST /api/personalization/generate answers this; the page then polls GET /api/personalization/jobs/:id (a JobStatusView). */
export interface GenerateRecommendationsResponse {
  jobId: string;
}

export interface PreferencesResponse {
  preferences: Preferences;
}

/** session-{timestamp}-{random}: what the site generates and the server accepts. */
export const SESSION_ID_PATTERN = /^session-\d{10,16}-[a-z0-9]{4,32}$/;
