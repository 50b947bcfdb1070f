import { Controller, Get, Module } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, NestFactory } from '@nestjs/core';
import { API_PREFIX } from '../src/app.setup';
import { Uncached } from '../src/modules/public-cache/cache-rules.decorator';
import { discoverGetRoutes } from '../src/modules/public-cache/discover-get-routes';
import { PublicCacheService } from '../src/modules/public-cache/public-cache.service';
import { cacheDeclarationProblems, concretePath, getRoutesOf } from './support/public-get-routes';
import type { TestApp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/** The GET routes express itself holds, as `/api/...` paths (Nest mounts middleware as routes of every method). */
function expressGetPaths(app: TestApp): string[] {
  const express = app.app.getHttpAdapter().getInstance() as unknown as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  return express.router.stack
    .filter((layer) => layer.route?.methods.get && Object.keys(layer.route.methods).length === 1)
    .map((layer) => layer.route!.path);
}

describe('cache declarations of the GET routes', () => {
  // The routes and their declarations are the app's own: no table is read.
  const app = useTestApp({}, { emptyTablesBeforeEach: false });

  it('finds exactly the GET routes express serves', () => {
    const discovered = getRoutesOf(app).map((route) => route.path);
    expect(discovered.length).toBeGreaterThan(10);
    expect([...discovered].sort()).toEqual([...expressGetPaths(app)].sort());
  });

  it('has every public GET either cached with its tables or marked uncached with a reason', () => {
    expect(cacheDeclarationProblems(getRoutesOf(app))).toEqual([]);
  });

  it('serves from the cache exactly the routes declared @CachedRead', () => {
    const routes = getRoutesOf(app);
    const cached = routes.filter((route) => route.cachedRead).map((route) => route.path);
    expect(cached.sort()).toEqual(
      [
        '/api/articles',
        '/api/articles/:id',
        '/api/articles/:id/context',
        '/api/articles/:id/related',
        '/api/artists',
        '/api/artists/:id/story',
        '/api/artists/spotlight',
        '/api/artists/:id',
        '/api/releases',
        '/api/events',
        '/api/events/:id/ics',
        '/api/charts',
        '/api/charts/weeks',
        '/api/charts/songs/:songId',
        '/api/charts/artists/:artistId',
        '/api/newsletters',
        '/api/newsletters/:id',
        '/api/search',
        '/api/stories/:id',
        // One visitor's answer, kept per URL (so per session) and sent no-store.
        '/api/personalization/recommendations',
        '/api/personalization/chart-moves',
      ].sort(),
    );
    // The table the cache compiled at boot agrees with the declarations, route by route.
    const cache = app.app.get(PublicCacheService);
    for (const route of routes) {
      expect([route.path, cache.ruleFor(concretePath(route.path, '12'))]).toEqual([
        route.path,
        route.cachedRead ?? null,
      ]);
    }
    expect(cache.ruleFor('/api/artists/spotlight')).toMatchObject({ tables: ['artists', 'artist_spotlights'] });
    expect(cache.ruleFor('/api/events/')).toMatchObject({ tables: ['events'], ttlMs: 30_000 });
    expect(cache.ruleFor('/api/articles/12/comments')).toBeUndefined();
  });
});

@Controller('forgotten')
class ForgottenController {
  @Get()
  list(): string[] {
    return [];
  }

  @Uncached('per visitor')
  @Get('mine')
  mine(): string[] {
    return [];
  }
}

@Module({ imports: [DiscoveryModule], controllers: [ForgottenController] })
class ForgottenModule {}

describe('the declaration check', () => {
  it('names a public GET that made no choice', async () => {
    const context = await NestFactory.createApplicationContext(ForgottenModule, { logger: false });
    try {
      const routes = discoverGetRoutes(context.get(DiscoveryService), API_PREFIX);
      expect(routes.map((route) => route.path)).toEqual(['/api/forgotten', '/api/forgotten/mine']);
      expect(cacheDeclarationProblems(routes)).toEqual([
        "GET /api/forgotten (ForgottenController.list) is public: declare @CachedRead({ tables }) or @Uncached('why') on it",
      ]);
    } finally {
      await context.close();
    }
  });
});
