import { PUBLIC_ROUTES } from '../../shared/contracts/public-routes';
import { pageFile } from './page-files';

describe('page files', () => {
  const serverRendered = PUBLIC_ROUTES.filter((route) => route.rendering === 'server');

  it.each(serverRendered.map((route) => [route.path, route]))(
    '%s has its page file, exporting its loader and its head',
    (_path, route) => {
      const file = pageFile(route) as unknown as Record<string, unknown>;
      expect({ load: typeof file.load, head: typeof file.head }).toEqual({ load: 'function', head: 'function' });
    },
  );

  // One page may open at two addresses (a story at /article/:id and at its slug's address); those routes are
  // then one page in all but the path, so its cache and its screen cannot differ between them.
  it('gives the routes of one page file the same screen and tables', () => {
    const byPage = new Map<string, (typeof serverRendered)[number]>();
    for (const route of serverRendered) {
      const first = byPage.get(route.page) ?? route;
      byPage.set(route.page, first);
      expect({ page: route.page, screen: route.screen, tables: route.tables }).toEqual({
        page: first.page,
        screen: first.screen,
        tables: first.tables,
      });
    }
  });
});
