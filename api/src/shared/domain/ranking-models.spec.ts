import { FOLLOWED_ARTISTS_MODEL, LOCAL_RANKING_MODEL, personalizationHeading, rankedByAi } from './ranking-models';

describe('who ranked the recommendations', () => {
  it("says 'AI' only when an AI model ranked the list", () => {
    expect(rankedByAi(LOCAL_RANKING_MODEL)).toBe(false);
    expect(rankedByAi('')).toBe(false);
    expect(rankedByAi('gpt-4o-mini')).toBe(true);
    expect(personalizationHeading([])).toBe('Personalized for you');
    expect(personalizationHeading([LOCAL_RANKING_MODEL])).toBe('Personalized for you');
    expect(personalizationHeading([LOCAL_RANKING_MODEL, 'gpt-4o-mini'])).toBe('AI-Powered Personalization');
  });

  it('never calls the stories of followed artists AI-ranked: the follow picked them', () => {
    expect(rankedByAi(FOLLOWED_ARTISTS_MODEL)).toBe(false);
    expect(personalizationHeading([FOLLOWED_ARTISTS_MODEL, LOCAL_RANKING_MODEL])).toBe('Personalized for you');
  });
});
