import { rankSpotlightCandidates, spotlightScore } from './spotlight-ranking';

const artist = (id: number, recentReleases: number, articleMentions: number, timesSpotlighted = 0) => ({
  id,
  name: `A${id}`,
  recentReleases,
  articleMentions,
  timesSpotlighted,
});

describe('spotlight ranking', () => {
  it('weighs releases over mentions and caps mentions', () => {
    expect(spotlightScore(artist(1, 1, 0))).toBe(3);
    expect(spotlightScore(artist(1, 0, 50))).toBe(5);
  });

  it('orders by score, then fewer past spotlights, then newest profile', () => {
    const ranked = rankSpotlightCandidates([
      artist(1, 0, 1),
      artist(2, 2, 0),
      artist(3, 0, 1, 2),
      artist(4, 0, 1),
      artist(5, 0, 0),
    ]);
    expect(ranked.map((a) => a.id)).toEqual([2, 4, 1, 3, 5]);
  });
});
