import { markdownTextBlocks, markdownToPlainText } from './markdown-plain-text';

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

describe('markdownTextBlocks', () => {
  it('keeps a table as its cells, a code block as its code and a nested list with its list', () => {
    const markdown =
      '| Track | Score |\n|---|---|\n| **Forecast** | 9 |\n\n```\nlet x = 1;\n```\n\n- one\n  - inner\n- two';
    expect(markdownTextBlocks(markdown, { images: 'alt' })).toEqual([
      { kind: 'table', text: 'Track Score\nForecast 9' },
      { kind: 'code', text: 'let x = 1;' },
      { kind: 'prose', text: 'one', list: 1 },
      { kind: 'prose', text: 'inner', list: 2 },
      { kind: 'prose', text: 'two', list: 1 },
    ]);
  });

  it('shows an image as its alt text or not at all, as asked', () => {
    const markdown = 'Before ![the crowd](https://cdn.example/a.jpg) after';
    expect(markdownTextBlocks(markdown, { images: 'alt' })[0].text).toBe('Before the crowd after');
    expect(markdownTextBlocks(markdown, { images: 'drop' })[0].text.replace(/\s+/g, ' ')).toBe('Before after');
  });

  it('drops bare addresses and raw HTML tags, keeping the words around them', () => {
    expect(markdownToPlainText('See <https://example.org/x>, www.example.org and <em>this</em> [label](/a).')).toBe(
      'See ,  and this label.',
    );
    expect(markdownToPlainText('<div class="note">\nA <b>boxed</b> note\n</div>').replace(/\s+/g, ' ').trim()).toBe(
      'A boxed note',
    );
  });

  it('stays linear on hostile input: bulk marks, deep nesting, endless paragraphs', () => {
    const hostile = [
      '['.repeat(20_000) + '!['.repeat(20_000) + '_'.repeat(20_000) + '>'.repeat(20_000),
      '**a '.repeat(20_000),
      '>'.repeat(20_000) + ' quoted',
      '- '.repeat(5_000) + 'listed',
      '!'.repeat(40_000),
    ].join('\n\n');
    const started = performance.now();
    const text = markdownToPlainText(hostile);
    // Measured near 1 s on a busy shared machine; a quadratic path would take minutes, a recursive one would throw.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(text).toContain('quoted');
    expect(text).toContain('listed');
  });

  it('keeps the marks of an ordinary paragraph and its nesting a few levels deep', () => {
    expect(markdownToPlainText('> > Nested **twice** and [linked](/a)\n\n- a\n  - b')).toBe(
      'Nested twice and linked\n\na\n\nb',
    );
  });
});
