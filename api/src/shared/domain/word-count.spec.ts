import { articleWordCount, countWords } from './word-count';

describe('countWords', () => {
  it('keeps inner apostrophes and hyphens inside a word and ignores brackets', () => {
    // The, Wu-Tang, Clan's, 36-chamber, re-issue, 2-CD
    expect(countWords("The Wu-Tang Clan's 36-chamber re-issue (2-CD)")).toBe(6);
  });

  it('counts words with apostrophes and hyphens as one', () => {
    expect(countWords("It's a long-awaited return, 2026 style.")).toBe(6);
  });

  it('counts words, not markup, URLs or stray punctuation', () => {
    expect(countWords('## Heading here\n\nSee [the review](https://thecypher.example/reviews/x) — now.')).toBe(6);
    expect(countWords('**Bold** _claims_ > - * --- ` |')).toBe(2);
  });

  it('keeps a number with a decimal point or thousands separator whole', () => {
    expect(countWords('1,000 fans paid 3.5 dollars / each')).toBe(6);
  });

  it('treats dangling hyphens and apostrophes as separators', () => {
    expect(countWords("rock- 'n' -roll")).toBe(3);
  });

  it('counts the words of a table, not its pipes and rules', () => {
    expect(countWords('| Track | Score |\n|---|---|\n| Bus Shelter | 9 |')).toBe(5);
  });

  it('is 0 for nothing at all', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(null)).toBe(0);
    expect(countWords(' — / () ')).toBe(0);
  });
});

describe('articleWordCount', () => {
  it('counts the one markdown body', () => {
    expect(articleWordCount({ content: '# One two\n\nthree' })).toBe(3);
    expect(articleWordCount({ content: 'four words right [here](https://example.com/a-b-c)' })).toBe(4);
  });
});
