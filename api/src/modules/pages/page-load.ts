import type { ArticleCard, ArtistCard } from '../../shared/contracts/content';
import { articleArtworkUrl, artistArtworkUrl } from '../../shared/domain/artwork';
import type { PageHead } from '../../shared/contracts/page-head';
import type { PublicReads } from './public-reads';

/** One query a page reads, handed to react-query with the page: its data, or why it failed. */
export type PageQuery =
  { queryKey: readonly unknown[]; data: unknown } | { queryKey: readonly unknown[]; error: string };

export interface LoadedPage {
  status: 200 | 404;
  queries: PageQuery[];
  head: PageHead;
}

export interface PageRequest {
  params: Record<string, string>;
  search: URLSearchParams;
  reads: PublicReads;
  siteUrl: string;
}

/** How a server-rendered page is read: each page file in ./routes exports one. */
export type PageLoader = (request: PageRequest) => Promise<LoadedPage>;

export const DEFAULT_IMAGE = '/favicon.svg';

/** The picture a story shares: its own when absolute, else its generated artwork. */
export function articleImage(article: ArticleCard): string {
  return article.imageUrl && /^https?:\/\//i.test(article.imageUrl) ? article.imageUrl : articleArtworkUrl(article);
}

export function artistImage(artist: ArtistCard): string {
  return artist.imageUrl && /^https?:\/\//i.test(artist.imageUrl) ? artist.imageUrl : artistArtworkUrl(artist);
}

export const articleItems = (articles: ArticleCard[]) =>
  articles.map((article) => ({ path: `/article/${article.id}`, name: article.title }));

/** A page whose record is missing or whose address names nothing: status 404, not to be indexed. */
export function missingPage(title: string, description: string, path: string, queries: PageQuery[]): LoadedPage {
  return {
    status: 404,
    queries,
    head: { title, description, path, type: 'website', image: DEFAULT_IMAGE, structuredData: [], noIndex: true },
  };
}

/** The query of a record the address names but that does not exist: the screen shows its 404 from it. */
export function missingRecord(
  id: number | null,
  queryKey: (id: number) => readonly unknown[],
  what: string,
): PageQuery[] {
  return id === null ? [] : [{ queryKey: queryKey(id), error: `404: ${what} ${id} was not found.` }];
}
