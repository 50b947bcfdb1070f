import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_SCREENS, RouteChunks } from './route-chunks';

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

  it('lists screens the web app really loads lazily, so a renamed screen fails here', () => {
    const routes = readFileSync(join(__dirname, '../../../../web/src/app/routes.tsx'), 'utf8');
    for (const [, screen] of ROUTE_SCREENS) {
      const importPath = `'../${screen.replace(/^src\//, '').replace(/\.tsx$/, '')}'`;
      expect({ screen, lazy: routes.includes(`import(${importPath})`) }).toEqual({ screen, lazy: true });
    }
  });
});
