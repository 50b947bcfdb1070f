import type { CachedReadRule } from './cache-rules.decorator';
import type { GetRoute } from './discover-get-routes';
import { compile, RouteTable } from './route-table';

/**
 * The response cache's routing table, built at boot from the controllers:
 * a path maps to its route's rule, or to null for a GET that is not cached
 * (so a literal route never loses its URLs to a cached one with parameters).
 */
export function cacheRulesTable(routes: readonly GetRoute[]): RouteTable<CachedReadRule | null> {
  const entries: { path: string; value: CachedReadRule | null }[] = [];
  for (const route of routes) {
    try {
      compile(route.path);
    } catch (error) {
      // An uncached route the table cannot express is simply left to express.
      if (route.cachedRead) throw new Error(`${route.handler}: ${(error as Error).message}`, { cause: error });
      continue;
    }
    entries.push({ path: route.path, value: route.cachedRead ?? null });
  }
  return new RouteTable(entries);
}
