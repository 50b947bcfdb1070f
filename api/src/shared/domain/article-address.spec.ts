import { articleCanonicalPath } from './article-address';

describe('articleCanonicalPath', () => {
  it('carries a slug fit for an address', () => {
    expect(articleCanonicalPath({ id: 42, slug: 'kendrick-returns-to-compton' })).toBe(
      '/article/42/kendrick-returns-to-compton',
    );
  });

  it('stays /article/:id without a slug, or with one no address should carry', () => {
    expect(articleCanonicalPath({ id: 7, slug: null })).toBe('/article/7');
    expect(articleCanonicalPath({ id: 7 })).toBe('/article/7');
    expect(articleCanonicalPath({ id: 7, slug: '' })).toBe('/article/7');
    expect(articleCanonicalPath({ id: 7, slug: 'Has Spaces' })).toBe('/article/7');
    expect(articleCanonicalPath({ id: 7, slug: '../admin' })).toBe('/article/7');
    expect(articleCanonicalPath({ id: 7, slug: 'trailing-' })).toBe('/article/7');
  });
});
