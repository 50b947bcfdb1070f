import type { CandidateArticle } from './engine-types';
import { articleText, findPhrases } from './text-matcher';

const text = (title: string, body = '', tags: string[] = []) =>
  articleText({
    id: 1,
    title,
    excerpt: '',
    text: body,
    tags,
    category: 'CULTURE',
    wordCount: 100,
    hasLongForm: false,
    publishedAt: new Date(0),
  } satisfies CandidateArticle);

describe('findPhrases', () => {
  it('tells a headline or tag match from a mention in the body', () => {
    expect(findPhrases(text('Trap is back'), ['trap'])).toBe('headline');
    expect(findPhrases(text('Quiet week', '', ['Trap']), ['trap'])).toBe('headline');
    expect(findPhrases(text('Quiet week', 'Some trap beats.'), ['trap'])).toBe('body');
    expect(findPhrases(text('Quiet week', 'Nothing here.'), ['trap'])).toBe('none');
  });

  it('matches whole words only, in any letter case', () => {
    expect(findPhrases(text('Trapped in the studio'), ['trap'])).toBe('none');
    expect(findPhrases(text('An ep of the year'), ['EP'])).toBe('headline');
    expect(findPhrases(text('Sleepy tracks'), ['ep'])).toBe('none');
  });

  it('handles names and phrases with symbols and spacing', () => {
    expect(findPhrases(text('A$AP Rocky returns'), ['a$ap rocky'])).toBe('headline');
    expect(findPhrases(text('The R&B crossover'), ['r&b'])).toBe('headline');
    expect(findPhrases(text('Boom   bap forever'), ['boom bap'])).toBe('headline');
    expect(findPhrases(text('Beyoncé at the festival'), ['beyoncé'])).toBe('headline');
    expect(findPhrases(text('Anything'), [])).toBe('none');
    expect(findPhrases(text('Anything'), ['  '])).toBe('none');
  });
});
