import { classifyArticle, pickTags } from './article-classifier';

describe('classifyArticle', () => {
  it.each([
    ['Review: Little Simz Drops a Quiet Masterpiece', [], 'REVIEW'],
    ['Album of the week', ['Album Reviews'], 'REVIEW'],
    ['Rapper Arrested After Show in Atlanta', [], 'BREAKING'],
    ['Kendrick Lamar Announces Stadium Tour', [], 'BREAKING'],
    ['An Oral History of the Rawkus Records Era', [], 'FEATURE'],
    ['Interview: Doechii on Swamp Rap', [], 'FEATURE'],
    ['Sneaker Culture Meets Boom Bap in Queens', ['Style'], 'CULTURE'],
  ])('%s -> %s', (title, categories, expected) => {
    expect(classifyArticle(title, categories)).toBe(expected);
  });
});

describe('pickTags', () => {
  it('merges sources, drops generic words and duplicates, removes commas', () => {
    expect(pickTags(['News', 'Kendrick Lamar', 'West Coast'], ['kendrick lamar', 'Hip-Hop', 'Tour, 2026'])).toEqual([
      'Kendrick Lamar',
      'West Coast',
      'Tour 2026',
    ]);
  });
});
