import { categoryBadgeColor, matchBadgeColor } from './badge-colors';

describe('categoryBadgeColor', () => {
  it.each([
    ['BREAKING', 'orange'],
    ['breaking', 'orange'],
    ['Culture', 'purple'],
    ['FEATURE', 'green'],
    ['REVIEW', 'grey'],
    ['', 'grey'],
    [null, 'grey'],
  ])('%s is %s', (category, color) => {
    expect(categoryBadgeColor(category)).toBe(color);
  });
});

describe('matchBadgeColor', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.9, 'yellow'],
    [60, 'yellow'],
    [59, 'grey'],
    [0, 'grey'],
  ])('%d is %s', (score, color) => {
    expect(matchBadgeColor(score)).toBe(color);
  });
});
