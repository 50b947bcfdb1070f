import { DiscoveryService } from '@nestjs/core';
import { API_PREFIX } from '../../src/app.setup';
import { AdminGuard } from '../../src/modules/auth/admin.guard';
import { discoverGetRoutes, GetRoute } from '../../src/modules/public-cache/discover-get-routes';
import type { TestApp } from './test-app';

/** Every GET route of the running app, read from its controllers. */
export function getRoutesOf(app: TestApp): GetRoute[] {
  return discoverGetRoutes(app.app.get(DiscoveryService), API_PREFIX);
}

export function behindAdminGuard(route: GetRoute): boolean {
  return route.guards.includes(AdminGuard);
}

/** What is wrong with the cache declarations of these routes; empty when every public GET made its choice. */
export function cacheDeclarationProblems(routes: readonly GetRoute[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const where = `GET ${route.path} (${route.handler})`;
    if (behindAdminGuard(route)) {
      if (route.cachedRead) problems.push(`${where} is for admins only and must never be cached`);
    } else if (route.cachedRead && route.uncachedReason !== undefined) {
      problems.push(`${where} is declared both @CachedRead and @Uncached`);
    } else if (!route.cachedRead && route.uncachedReason === undefined) {
      problems.push(`${where} is public: declare @CachedRead({ tables }) or @Uncached('why') on it`);
    }
  }
  return problems;
}

/** A concrete URL for a route path: every parameter becomes `value`. */
export function concretePath(path: string, value = '1'): string {
  return path.replace(/:[A-Z_$][\w$]*/gi, value);
}
