import { articleWordCount, countWords } from './word-count';

describe('countWords', () => {
  it.each([
    // The, Wu-Tang, Clan's, 36-chamber, re-issue, 2-CD
    [
      'keeps inner apostrophes and hyphens inside a word and ignores brackets',
      "The Wu-Tang Clan's 36-chamber re-issue (2-CD)",
      6,
    ],
    ['counts words with apostrophes and hyphens as one', "It's a long-awaited return, 2026 style.", 6],
    [
      'counts words, not markup or URLs',
      '## Heading here\n\nSee [the review](https://thecypher.example/reviews/x) — now.',
      6,
    ],
    ['counts words, not stray punctuation', '**Bold** _claims_ > - * --- ` |', 2],
    ['keeps a number with a decimal point or thousands separator whole', '1,000 fans paid 3.5 dollars / each', 6],
    ['treats dangling hyphens and apostrophes as separators', "rock- 'n' -roll", 3],
    ['counts the words of a table, not its pipes and rules', '| Track | Score |\n|---|---|\n| Bus Shelter | 9 |', 5],
    ['is 0 for punctuation alone', ' — / () ', 0],
    ['is 0 for an empty text', '', 0],
  ])('%s', (_rule, text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('is 0 for no text at all', () => {
    expect(countWords(null)).toBe(0);
  });
});

describe('articleWordCount', () => {
  it('counts the one markdown body', () => {
    expect(articleWordCount({ content: '# One two\n\nthree' })).toBe(3);
    expect(articleWordCount({ content: 'four words right [here](https://example.com/a-b-c)' })).toBe(4);
  });
});
