import { HOME_EXCERPT_LENGTH, excerptOf, homeExcerpt, listExcerpt, truncateAtWord } from './excerpts';

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

describe('truncateAtWord', () => {
  it('truncates on a word boundary with an ellipsis', () => {
    expect(truncateAtWord('one two three four five', 11)).toBe('one two...');
    expect(truncateAtWord('short', 13)).toBe('short');
  });

  it('drops the punctuation left before the ellipsis and folds whitespace', () => {
    expect(truncateAtWord('First part, second  part\nthird', 12)).toBe('First part...');
  });

  it('never cuts a card excerpt inside a word when a space is near the limit', () => {
    const words = 'Verse '.repeat(30);
    const cut = homeExcerpt({ shortMd: words });
    expect(cut.endsWith('Verse...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(HOME_EXCERPT_LENGTH + 3);
  });

  it('shows a link by its label only', () => {
    expect(homeExcerpt({ shortMd: 'Read [the review](https://example.org/r) now' })).toBe('Read the review now');
  });
});
