import { htmlToMarkdown } from './html-to-markdown';

const BASE = 'https://news.test/2026/11/story';

describe('htmlToMarkdown', () => {
  it('keeps structure: headings, paragraphs, emphasis, lists, quotes', () => {
    const md = htmlToMarkdown(
      `<h2>The  roll-out</h2><p>First <strong>bold</strong> and <em>soft</em>.</p>
       <ul><li>one</li><li>two</li></ul><ol><li>a</li></ol><blockquote><p>Said it.</p></blockquote>`,
      BASE,
    );
    expect(md).toBe('## The roll-out\n\nFirst **bold** and *soft*.\n\n- one\n- two\n\n1. a\n\n> Said it.');
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
    expect(md).toBe('Hi &lt;img onerror=x&gt; there');
  });
});
