import { markdownToPlainText } from './markdown-text';

describe('markdownToPlainText', () => {
  it('keeps what a reader sees and drops the markdown marks', () => {
    const markdown = '# Title\n\n> A **bold** quote with a [link](https://example.org/x)\n\n- one\n- two\n\n1. first';
    expect(markdownToPlainText(markdown)).toBe('Title\n\nA bold quote with a link\n\none\ntwo\n\nfirst');
  });

  it('keeps the alt text of an image and drops its address', () => {
    expect(markdownToPlainText('![Crowd at the show](https://cdn.example/a.jpg) after')).toBe(
      'Crowd at the show after',
    );
  });

  it('reads escaped characters as themselves, never as marks', () => {
    expect(markdownToPlainText('2024\\. What a year: \\# 1, \\*not bold\\*, \\[cover\\] \\<b> \\&amp;')).toBe(
      '2024. What a year: # 1, *not bold*, [cover] <b> &amp;',
    );
  });
});
