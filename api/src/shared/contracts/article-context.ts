import type { ArticleView, ArtistView } from './content';

/** A story to read next, as the article page links it: what its card shows and its artwork needs. */
export type StoryLink = Pick<ArticleView, 'id' | 'title' | 'category' | 'imageUrl' | 'publishedAt'>;

/** An artist a story names, as its chip shows them. */
export type ArtistLink = Pick<ArtistView, 'id' | 'name' | 'genre' | 'imageUrl'>;

/**
 * What the article page shows around a story (GET /api/articles/:id/context):
 * a few stories to read next, the same category first, then the newest; and
 * the artists of the roster the story names in its tags.
 */
export interface ArticleContextView {
  moreStories: StoryLink[];
  artists: ArtistLink[];
}

/** How many stories 'More from …' offers. */
export const MORE_STORIES_LIMIT = 4;
