import { countOf, nounFor } from './plural';

describe('plurals', () => {
  it('puts the noun in the number of the count', () => {
    expect(countOf(1, 'article')).toBe('1 article');
    expect(countOf(0, 'article')).toBe('0 articles');
    expect(countOf(2, 'story', 'stories')).toBe('2 stories');
    expect(countOf(1024, 'subscriber')).toBe('1,024 subscribers');
    expect(nounFor(1, 'run')).toBe('run');
    expect(nounFor(3, 'run')).toBe('runs');
  });
});
