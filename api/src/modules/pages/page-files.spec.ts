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

  it('names each page file once', () => {
    const pages = serverRendered.map((route) => route.page);
    expect(new Set(pages).size).toBe(pages.length);
  });
});
