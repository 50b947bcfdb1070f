import { isInDepth, isLongForm, readingTimeLabel, readTimeLabel, readTimeMinutes } from './reading';

describe('read time', () => {
  it.each([
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
    [1001, 6],
  ])('%d words take %d minutes', (words, minutes) => {
    expect(readTimeMinutes(words)).toBe(minutes);
  });

  it('says 5 min read when the word count is missing', () => {
    expect(readTimeLabel(null)).toBe('5 min read');
    expect(readTimeLabel(undefined)).toBe('5 min read');
    expect(readTimeLabel(0)).toBe('5 min read');
    expect(readTimeLabel(Number.NaN)).toBe('5 min read');
    expect(readTimeLabel(450)).toBe('3 min read');
  });
});

describe('readingTimeLabel', () => {
  it.each([
    [1, 'Quick Reads'],
    [3, 'Quick Reads'],
    [4, 'Medium Articles'],
    [7, 'Medium Articles'],
    [8, 'In-depth Pieces'],
    [15, 'In-depth Pieces'],
  ])('%d minutes is %s', (minutes, label) => {
    expect(readingTimeLabel(minutes)).toBe(label);
  });
});

describe('article badges', () => {
  it("Long-form is the server's flag", () => {
    expect(isLongForm({})).toBe(false);
    expect(isLongForm({ hasLongForm: true })).toBe(true);
    expect(isLongForm({ hasLongForm: false })).toBe(false);
  });

  it('In-depth needs more than 500 words', () => {
    expect(isInDepth({ wordCount: 500 })).toBe(false);
    expect(isInDepth({ wordCount: 501 })).toBe(true);
    expect(isInDepth({ wordCount: null })).toBe(false);
  });
});
