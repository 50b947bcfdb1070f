import type { ContentTable } from '../../database/content-tables';
import { PUBLIC_ROUTES } from '../../shared/contracts/public-routes';
import type { CachedReadRule } from '../public-cache/cache-rules.decorator';
import type { GetRoute } from '../public-cache/discover-get-routes';
import { siteFeedRoutes } from './feeds/serve-site-feeds';
import { SITEMAPS } from './feeds/site-feeds';

/** Pages show 'N hours ago' labels: a rendered page lives five minutes at most, even when nothing changed. */
const PAGE_TTL_MS = 5 * 60_000;
const FEED_TTL_MS = 10 * 60_000;

function feedTables(path: string): readonly ContentTable[] {
  if (path === '/robots.txt') return [];
  if (path === '/sitemap.xml') return ['articles', 'artists', 'newsletters', 'releases', 'events'];
  if (path === '/events.ics') return ['events'];
  const sitemap = /^\/sitemaps\/(\w+)\.xml$/.exec(path)?.[1];
  if (sitemap && sitemap in SITEMAPS) return SITEMAPS[sitemap as keyof typeof SITEMAPS];
  return ['articles'];
}

/**
 * The response cache's rules for what is served outside the controllers: the
 * server-rendered pages and the feeds, each reused while its tables keep
 * their versions (as the JSON reads are). Without a server renderer, pages
 * are the plain shell and are not listed.
 */
export function pageCacheRoutes(rendering: boolean): GetRoute[] {
  const route = (path: string, handler: string, cachedRead: CachedReadRule): GetRoute => ({
    path,
    handler,
    cachedRead,
    uncachedReason: undefined,
    guards: [],
  });
  const pages = rendering
    ? PUBLIC_ROUTES.flatMap((page) =>
        page.rendering === 'server'
          ? [
              route(page.path, `page ${page.path}`, {
                tables: page.tables,
                ttlMs: PAGE_TTL_MS,
                keySuffix: 'keySuffix' in page ? page.keySuffix : undefined,
              }),
            ]
          : [],
      )
    : [];
  const feeds = siteFeedRoutes().map((feed) =>
    route(feed.path, `feed ${feed.path}`, { tables: feedTables(feed.path), ttlMs: FEED_TTL_MS }),
  );
  return [...pages, ...feeds];
}
