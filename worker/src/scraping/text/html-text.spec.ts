import { htmlParagraphs, htmlToText } from './html-text';

describe('HTML to text', () => {
  it('splits paragraphs at blocks, double line breaks and blank lines, and decodes entities once', () => {
    expect(
      htmlParagraphs(
        '<p>Tom &amp; Jerry&#39;s <b>new</b> song</p>line one<br>still one<br><br>two\n\nthree<div>four</div>',
      ),
    ).toEqual(["Tom & Jerry's new song", 'line one still one', 'two', 'three', 'four']);
    expect(htmlToText('<p>&amp;lt;b&amp;gt; stays text</p>')).toBe('&lt;b&gt; stays text');
  });

  it('never lets markup, scripts or styles through, however broken the HTML', () => {
    expect(
      htmlToText('<p>Hi<script>alert(1)</script><style>p{}</style> <img src=x onerror=y>there</p><b>unclosed'),
    ).toBe('Hi there unclosed');
  });

  it('reads 200 kB of "<" in linear time', () => {
    const started = Date.now();
    expect(htmlToText(`<p>Before.</p>${'<'.repeat(200 * 1024)}<p>After.</p>`)).toMatch(/^Before\. <+ After\.$/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
