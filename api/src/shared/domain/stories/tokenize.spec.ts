import { foldText } from './fold-text';
import { contentTerms, stem } from './tokenize';

describe('story text normalisation', () => {
  it('folds case and accents so spellings of one name meet', () => {
    expect(foldText('Noémi FLUX')).toBe('noemi flux');
  });

  it('drops stop words and possessives, keeps the words that carry the event', () => {
    expect(contentTerms("Kilo Marisol's tour has been cancelled in Houston")).toEqual([
      'kilo',
      'marisol',
      'tour',
      'cancel',
      'houston',
    ]);
  });

  it('brings inflections of one verb to one stem', () => {
    expect(new Set(['cancels', 'cancelled', 'cancelling'].map(stem))).toEqual(new Set(['cancel']));
    expect(stem('signs')).toBe(stem('signed'));
  });
});
