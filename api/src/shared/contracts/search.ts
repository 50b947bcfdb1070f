/** What site search looks through, in the order its groups are shown. */
export const SEARCH_TYPES = ['articles', 'artists', 'releases', 'events'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_GROUP_LABELS: Record<SearchType, string> = {
  articles: 'Articles',
  artists: 'Artists',
  releases: 'Releases',
  events: 'Events',
};

/** Longest query accepted (in characters); longer ones are refused with a 400. */
export const SEARCH_QUERY_MAX_CHARS = 200;
export const SEARCH_DEFAULT_LIMIT = 5;

/**
 * The words `/articles?q=` narrows the list to (the server matches them), or
 * null for none; the page and its server rendering read them alike, cut to
 * what the API accepts.
 */
export function articleListWords(search: URLSearchParams): string | null {
  const words = (search.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_CHARS).trim();
  return words || null;
}
export const SEARCH_MAX_LIMIT = 20;
/** Hits per group on the /search page (the server renders it with the same number). */
export const SEARCH_PAGE_LIMIT = 10;

/**
 * Plain text with the ranges that matched the query: [start, end) offsets into
 * `text`. Readers' content never travels as markup: the page draws the marks.
 */
export interface MarkedText {
  text: string;
  marks: [number, number][];
}

export interface SearchHit {
  id: number;
  title: MarkedText;
  /** The passage around the match (or the opening when only the spelling was close). */
  snippet: MarkedText;
  /** Where the hit leads: a page of this site, or the release's own link. */
  href: string;
  /** One line of context: category and date, genre and location, artist and type, place and date. */
  meta: string;
  /** True when found by a similar spelling rather than the words themselves. */
  nearMatch: boolean;
}

export interface SearchGroup {
  type: SearchType;
  label: string;
  hits: SearchHit[];
}

export interface SearchResults {
  query: string;
  /** The groups asked for, in SEARCH_TYPES order; a group with no hit is listed empty. */
  groups: SearchGroup[];
}

/**
 * `prefix=true`, on the API and on /search alike, marks a search made as the
 * reader types: the last word also matches as the start of a longer one. A
 * search opened any other way matches whole words (and their typos).
 */
export function isAsYouType(search: URLSearchParams): boolean {
  return search.get('prefix') === 'true';
}

/** The one address the /search page (browser and server alike) reads its answer from. */
export function searchUrl(q: string, type: SearchType | null, asYouType: boolean): string {
  const params = new URLSearchParams({ q, limit: String(SEARCH_PAGE_LIMIT) });
  if (type) params.set('type', type);
  if (asYouType) params.set('prefix', 'true');
  return `/api/search?${params.toString()}`;
}

/** The /search page's own address for these words. */
export function searchPageHref(q: string, type: SearchType | null, asYouType: boolean): string {
  const params = new URLSearchParams({ q });
  if (type) params.set('type', type);
  if (asYouType) params.set('prefix', 'true');
  return `/search?${params.toString()}`;
}

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);
}
