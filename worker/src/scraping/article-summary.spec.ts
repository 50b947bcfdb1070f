import { plainText, summaryMarkdown } from './article-summary';

describe('article summary helpers', () => {
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
