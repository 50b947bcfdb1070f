import type { ArticleCard, ArticleView } from './content';

/** Another outlet's (or our own) report of the same story, as the article page links to it. */
export interface CoverageLink {
  articleId: number;
  title: string;
  /** The outlet's name; null for an article that names none. */
  source: string | null;
  /** The outlet's original address, or the article's page here when it is our own. */
  url: string;
}

/** One article detail: its view and the story's other published reports. */
export interface ArticleDetailView extends ArticleView {
  alsoCoveredBy: CoverageLink[];
}

/** A list row when the list shows each story once: its lead article and who else reported it. */
export interface StoryCard extends ArticleCard {
  /** The other outlets' names in the story, each once, the lead's own excluded. */
  otherSources: string[];
}

/** One article of a story, as GET /api/stories/:id lists it. */
export interface StoryArticleView {
  id: number;
  title: string;
  source: string | null;
  sourceUrl: string | null;
  publishedAt: string;
}

/** GET /api/stories/:id: the story and its published articles, newest first. */
export interface StoryView {
  id: number;
  title: string;
  articles: StoryArticleView[];
}
