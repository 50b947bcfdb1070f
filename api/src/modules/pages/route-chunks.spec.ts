import { PUBLIC_ROUTES } from '../../shared/contracts/public-routes';
import { RouteChunks } from './route-chunks';

const manifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shared-b2.js'] },
  '_shared-b2.js': { file: 'assets/shared-b2.js' },
  '_format-c3.js': { file: 'assets/format-c3.js' },
  'src/features/articles/components/article-detail-page.tsx': {
    file: 'assets/article-detail-page-d4.js',
    imports: ['index.html', '_shared-b2.js', '_format-c3.js'],
  },
};

describe('RouteChunks', () => {
  const chunks = new RouteChunks(manifest);

  it("preloads a page's screen and what it imports, but nothing the entry already loads", () => {
    expect(chunks.preloadTags('/article/12')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/article-detail-page-d4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/format-c3.js">',
    );
  });

  it('names nothing for the home page, an unknown address, or a screen missing from the build', () => {
    expect(chunks.preloadTags('/')).toBe('');
    expect(chunks.preloadTags('/no/such/page')).toBe('');
    expect(chunks.preloadTags('/articles')).toBe('');
    expect(new RouteChunks({}).preloadTags('/article/1')).toBe('');
  });

  it("preloads the screen the route manifest names for a page's address", () => {
    const route = PUBLIC_ROUTES.find((each) => each.path === '/charts');
    const built = new RouteChunks({
      'index.html': { file: 'assets/index-a1.js', isEntry: true },
      [route!.screen]: { file: 'assets/charts-e5.js', imports: ['index.html'] },
    });
    expect(built.preloadTags('/charts')).toBe('<link rel="modulepreload" crossorigin href="/assets/charts-e5.js">');
    expect(built.preloadTags('/Charts/')).toBe('<link rel="modulepreload" crossorigin href="/assets/charts-e5.js">');
  });
});
