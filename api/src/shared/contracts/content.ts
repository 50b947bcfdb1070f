import type { ArticleCategory } from '../domain/categories';
import type { ReleaseType } from '../domain/release-types';

/**
 * The public content shapes as the JSON API sends them (dates as ISO strings):
 * each list, detail, create and update of the collection answers its view.
 */
export interface ArticleView {
  id: number;
  title: string;
  excerpt: string;
  content: string;
  category: ArticleCategory;
  imageUrl: string | null;
  shortMd: string | null;
  longMd: string | null;
  wordCount: number;
  canonicalUrl: string | null;
  author: string | null;
  featured: boolean;
  publishedAt: string;
  source: string | null;
  sourceUrl: string | null;
  isAiGenerated: boolean;
  /** Comma-separated. */
  tags: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ArtistView {
  id: number;
  name: string;
  genre: string;
  description: string;
  imageUrl: string | null;
  musicbrainzId: string | null;
  shortBio: string | null;
  fullBio: string | null;
  location: string | null;
  socialLinks: Record<string, string>;
  latestProject: string | null;
  latestProjectUrl: string | null;
  latestProjectImage: string | null;
  scrapedAt: string | null;
  sourceUrl: string | null;
  isSpotlighted: boolean;
  spotlightedAt: string | null;
  spotlightWeek: string | null;
  contentStatus: string;
  aiGenerated: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ReleaseView {
  id: number;
  title: string;
  artist: string;
  linkUrl: string;
  source: string;
  type: ReleaseType;
  imageUrl: string | null;
  releaseDate: string;
  artistId: number | null;
  createdAt: string;
}
