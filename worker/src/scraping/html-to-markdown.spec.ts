import { htmlToMarkdown } from './html-to-markdown';

const BASE = 'https://news.test/2026/11/story';

describe('htmlToMarkdown', () => {
  it('keeps structure: headings, paragraphs, emphasis, lists, quotes', () => {
    const md = htmlToMarkdown(
      `<h2>The  roll-out</h2><p>First <strong>bold</strong> and <em>soft</em>.</p>
       <ul><li>one</li><li>two</li></ul><ol><li>a</li></ol><blockquote><p>Said it.</p></blockquote>`,
      BASE,
    );
    expect(md).toBe('## The roll-out\n\nFirst **bold** and *soft*.\n\n-   one\n-   two\n\n1.  a\n\n> Said it.');
  });

  it('resolves relative links and images and drops unsafe schemes', () => {
    const md = htmlToMarkdown(
      `<p><a href="/artists/x">profile</a> <a href="javascript:alert(1)">bad</a> <img src="cover.jpg" alt="Cover"></p>`,
      BASE,
    );
    expect(md).toContain('[profile](https://news.test/artists/x)');
    expect(md).toContain('bad');
    expect(md).not.toContain('javascript');
    expect(md).toContain('![Cover](https://news.test/2026/11/cover.jpg)');
  });

  it('never lets markup through: scripts vanish, literal tags are escaped', () => {
    const md = htmlToMarkdown(
      `<p>Hi<script>alert(1)</script> &lt;img onerror=x&gt; <span onclick="x">there</span></p>`,
      BASE,
    );
    expect(md).toBe('Hi \\<img onerror=x> there');
  });

  it('escapes what would read as Markdown: line-start numbers and hashes, brackets in alt text', () => {
    expect(htmlToMarkdown('<p>2024. What a year</p><p># x</p><p>1) one</p><p>- dash</p><p>a|b _u_ *s*</p>', BASE)).toBe(
      '2024\\. What a year\n\n\\# x\n\n1\\) one\n\n\\- dash\n\na\\|b \\_u\\_ \\*s\\*',
    );
    expect(htmlToMarkdown('<p><img src="/c.jpg" alt="cover [deluxe]"></p>', BASE)).toBe(
      '![cover \\[deluxe\\]](https://news.test/c.jpg)',
    );
    expect(htmlToMarkdown('<p>&amp;lt;b&amp;gt; stays &amp;amp;</p>', BASE)).toBe('\\&lt;b\\&gt; stays \\&amp;');
  });

  it('keeps nested lists nested and tables as GFM tables', () => {
    expect(htmlToMarkdown('<ul><li>one<ul><li>inner</li></ul></li><li>two</li></ul>', BASE)).toBe(
      '-   one\n    -   inner\n-   two',
    );
    expect(
      htmlToMarkdown(
        '<table><thead><tr><th>Date</th><th>City</th></tr></thead><tbody><tr><td>Mar 1</td><td>Houston | TX</td></tr></tbody></table>',
        BASE,
      ),
    ).toBe('| Date | City |\n| --- | --- |\n| Mar 1 | Houston \\| TX |');
  });

  it('encodes parentheses in link targets so a URL cannot close its own link', () => {
    expect(htmlToMarkdown('<p><a href="/a(b)">x</a></p>', BASE)).toBe('[x](https://news.test/a%28b%29)');
  });
});
