import { describe, expect, it } from 'vitest';
import { parseArtists } from './preferences-tab';
import { matchLabel } from './recommendation-card';

describe('favorite artists field', () => {
  it('splits on commas, trims, drops blanks and repeats (any letter case)', () => {
    expect(parseArtists(' Kendrick Lamar ,Doechii,, kendrick lamar ,  JID  ')).toEqual([
      'Kendrick Lamar',
      'Doechii',
      'JID',
    ]);
    expect(parseArtists('')).toEqual([]);
  });

  it('keeps within the server limits: 20 names of at most 100 characters', () => {
    const many = Array.from({ length: 30 }, (_, i) => `Artist ${i}`).join(',');
    expect(parseArtists(many)).toHaveLength(20);
    expect(parseArtists('x'.repeat(150))[0]).toHaveLength(100);
  });
});

describe('match badge label', () => {
  it('rounds the score to a whole percent', () => {
    expect(matchLabel(87.6)).toBe('88% match');
    expect(matchLabel(0)).toBe('0% match');
  });
});
