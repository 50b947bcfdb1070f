import type { ArticleRelatedView } from './artist-story';
import type { ArticleView } from './content';

/** A story to read next, as the article page links it: what its card shows and its artwork needs. */
export type StoryLink = Pick<ArticleView, 'id' | 'title' | 'category' | 'imageUrl' | 'publishedAt'>;

/**
 * What the article page shows around a story (GET /api/articles/:id/context),
 * in one read: a few stories to read next, the same category first, then the
 * newest; and the artists the story names with the stories related to it,
 * exactly as GET /api/articles/:id/related answers them.
 */
export interface ArticleContextView {
  moreStories: StoryLink[];
  related: ArticleRelatedView;
}

/** How many stories 'More from …' offers. */
export const MORE_STORIES_LIMIT = 4;
