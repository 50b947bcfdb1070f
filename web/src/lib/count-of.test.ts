import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

describe('countOf', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(countOf(1, 'article')).toBe('1 article');
    expect(countOf(0, 'article')).toBe('0 articles');
    expect(countOf(2, 'story', 'stories')).toBe('2 stories');
    expect(countOf(1, 'story', 'stories')).toBe('1 story');
  });

  it('groups thousands', () => {
    expect(countOf(12_345, 'subscriber')).toBe('12,345 subscribers');
  });
});
