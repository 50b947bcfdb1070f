import { excerptOf, homeExcerpt, listExcerpt } from './excerpts';

describe('excerpts', () => {
  it('removes # and * from the short markdown', () => {
    expect(homeExcerpt({ shortMd: '## The **return** of *boom bap*', excerpt: 'x' })).toBe('The return of boom bap');
  });

  it('keeps a text of exactly the limit whole and cuts one character more, adding ...', () => {
    const exact = 'a'.repeat(120);
    expect(homeExcerpt({ shortMd: exact })).toBe(exact);
    expect(homeExcerpt({ shortMd: exact + 'b' })).toBe(exact + '...');
    expect(listExcerpt({ shortMd: 'c'.repeat(151) })).toBe('c'.repeat(150) + '...');
    expect(listExcerpt({ shortMd: 'c'.repeat(150) })).toBe('c'.repeat(150));
  });

  it('counts the limit after the marks are removed', () => {
    expect(excerptOf({ shortMd: '#'.repeat(10) + 'd'.repeat(10) }, 10)).toBe('d'.repeat(10));
  });

  it('falls back to the excerpt when the short markdown is missing, blank or only marks', () => {
    expect(homeExcerpt({ shortMd: null, excerpt: 'Plain excerpt' })).toBe('Plain excerpt');
    expect(homeExcerpt({ shortMd: '   ', excerpt: 'Plain excerpt' })).toBe('Plain excerpt');
    expect(homeExcerpt({ shortMd: '## **', excerpt: 'Plain excerpt' })).toBe('Plain excerpt');
    expect(homeExcerpt({})).toBe('');
  });

  it('folds newlines into single spaces', () => {
    expect(homeExcerpt({ shortMd: '# Title\n\nBody  text' })).toBe('Title Body text');
  });
});
