/**
 * The react-query keys of the public reads, shared by the web (which fetches
 * them) and the server renderer (which hands their data over with a page):
 * the same key on both sides is what spares the browser a second request.
 */
export const QUERY_KEYS = {
  articles: ['/api/articles'] as const,
  /** The newest stories the home page arranges: fewer than the full list. */
  frontPage: ['/api/articles', 'front-page'] as const,
  article: (id: number) => ['/api/articles', id] as const,
  articleContext: (id: number) => ['/api/articles', id, 'context'] as const,
  spotlight: (week: string | null) => ['/api/artists/spotlight', week ?? 'current'] as const,
  artist: (id: number) => ['/api/artists', id] as const,
  artistStory: (id: number) => ['/api/artists', id, 'story'] as const,
  releases: ['/api/releases'] as const,
  newsletterArchive: ['/api/newsletters'] as const,
  newsletter: (id: number) => ['/api/newsletters', id] as const,
  search: (q: string, type: string | null, asYouType: boolean) =>
    ['/api/search', q, type ?? 'all', asYouType ? 'prefix' : 'words'] as const,
  /** The long lists a reader scrolls, page by page (react-query infinite queries), one key per filter. */
  articleFeed: (filter: ArticleFeedFilter) =>
    ['/api/articles', 'feed', filter.category ?? null, filter.tag ?? null, filter.q ?? null] as const,
  releaseFeed: (type: string | null) => ['/api/releases', 'feed', type] as const,
  events: ['/api/events'] as const,
  chart: ['/api/charts'] as const,
  /** One built week's chart (/charts/:week). */
  chartWeek: (week: string) => ['/api/charts', 'week', week] as const,
  chartWeeks: ['/api/charts', 'weeks'] as const,
  chartSong: (songId: number) => ['/api/charts', 'songs', songId] as const,
  artistChartRuns: (artistId: number) => ['/api/charts', 'artists', artistId] as const,
};

export interface ArticleFeedFilter {
  category?: string | null;
  tag?: string | null;
  /** Words every listed story holds (full-text, as site search reads them). */
  q?: string | null;
}

/** One page of a long list: its items, the total that matches, and the cursor of the page after (null: last page). */
export interface FeedPage<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** How a long list hands its pages to react-query: the first page's param is null (no cursor). */
export interface FeedPages<T> {
  pages: FeedPage<T>[];
  pageParams: (string | null)[];
}

/** How many items each page of a long list holds. */
export const FEED_PAGE_SIZE = 24;

/** How many of each list the web asks for (the API caps a page at 100; releases take the default 50). */
export const PUBLIC_LIST_LIMITS = {
  articles: 100,
  frontPage: 30,
  artists: 100,
  releases: 50,
  newsletters: 100,
  events: 100,
} as const;
