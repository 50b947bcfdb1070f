import { countWords, plainText, summaryMarkdown, truncateWords } from './article-summary';

describe('article summary helpers', () => {
  it('counts words with apostrophes and hyphens as one', () => {
    expect(countWords("It's a long-awaited return, 2026 style.")).toBe(6);
  });

  it('truncates on a word boundary with an ellipsis', () => {
    expect(truncateWords('one two three four five', 11)).toBe('one two...');
    expect(truncateWords('short', 13)).toBe('short');
  });

  it('summarises with the first paragraphs until about 40 words, escaping markdown', () => {
    const long = Array.from({ length: 45 }, (_, i) => `w${i}`).join(' ');
    expect(summaryMarkdown([long, 'second'])).toBe(long);
    expect(summaryMarkdown(['a *b*', 'c', 'd', 'e'])).toBe('a \\*b\\*\n\nc\n\nd');
  });

  it('reduces feed HTML to text', () => {
    expect(plainText('<p>Tom &amp; Jerry&#39;s <b>new</b> song</p><script>x()</script>')).toBe(
      "Tom & Jerry's new song",
    );
  });
});
