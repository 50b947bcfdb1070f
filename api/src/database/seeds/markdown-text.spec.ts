import { countWords, markdownToPlainText } from './markdown-text';

describe('markdown-text', () => {
  it('keeps what a reader sees and drops the markdown marks', () => {
    const markdown = '# Title\n\n> A **bold** quote with a [link](https://example.org/x)\n\n- one\n- two\n\n1. first';
    expect(markdownToPlainText(markdown)).toBe('Title\n\nA bold quote with a link\n\none\ntwo\n\nfirst');
  });

  it('counts words, not markup, URLs or stray punctuation', () => {
    expect(countWords('## Heading here\n\nSee [the review](https://thecypher.example/reviews/x) — now.')).toBe(6);
    expect(countWords('')).toBe(0);
  });
});
