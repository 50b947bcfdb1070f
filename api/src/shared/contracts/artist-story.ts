import type { ArticleCategory } from '../domain/categories';
import type { EventView } from './admin';
import type { ReleaseView } from './content';

/** Why the spotlight picked an artist: the signals its ranking weighed, counted over the window before the week. */
export interface SpotlightReason {
  week: string;
  /** Releases dated in the window. */
  recentReleases: number;
  /** Stories in the window that name the artist. */
  articleMentions: number;
  score: number;
  windowDays: number;
}

/** A story as a card shows it: no body. */
export interface StoryCardView {
  id: number;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  imageUrl: string | null;
  publishedAt: string;
  source: string | null;
}

/** An artist as a chip shows them. */
export interface ArtistChipView {
  id: number;
  name: string;
  genre: string;
  imageUrl: string | null;
}

/** GET /api/artists/:id/story: what an artist's page gathers beside the profile. */
export interface ArtistStoryView {
  artistId: number;
  /** The latest stories that name the artist, newest first. */
  news: StoryCardView[];
  /** Their releases, newest first. */
  releases: ReleaseView[];
  /** Their shows still to come, soonest first. */
  upcomingEvents: EventView[];
  /** Set while the artist is in the current spotlight and the pick's signals are known. */
  spotlightReason: SpotlightReason | null;
}

/** GET /api/articles/:id/related: the artists a story names and the stories to read next. */
export interface ArticleRelatedView {
  articleId: number;
  artists: ArtistChipView[];
  /** Stories naming the same artists first, then stories sharing a tag; never the story itself. */
  related: StoryCardView[];
}

/** How many of each an artist's page and an article page show. */
export const ARTIST_STORY_LIMITS = { news: 6, releases: 8, upcomingEvents: 6 } as const;
export const RELATED_ARTICLES_LIMIT = 4;
