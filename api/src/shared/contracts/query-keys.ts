/**
 * The react-query keys of the public reads, shared by the web (which fetches
 * them) and the server renderer (which hands their data over with a page):
 * the same key on both sides is what spares the browser a second request.
 */
export const QUERY_KEYS = {
  articles: ['/api/articles'] as const,
  article: (id: number) => ['/api/articles', id] as const,
  artistRoster: ['/api/artists', 'roster'] as const,
  spotlight: (week: string | null) => ['/api/artists/spotlight', week ?? 'current'] as const,
  artist: (id: number) => ['/api/artists', id] as const,
  releases: ['/api/releases'] as const,
  newsletterArchive: ['/api/newsletters'] as const,
  newsletter: (id: number) => ['/api/newsletters', id] as const,
};

/** How many of each list the web asks for (the API caps a page at 100; releases take the default 50). */
export const PUBLIC_LIST_LIMITS = { articles: 100, artists: 100, releases: 50, newsletters: 100 } as const;
