import { Marked } from 'marked';
import { markdownDestination, markdownText } from './markdown-escape';

/** Rendered the way the newsletter and feeds render markdown (GFM on, so bare addresses would autolink). */
const render = (markdown: string) => new Marked({ gfm: true, async: false }).parse(markdown, { async: false });

describe('markdownText', () => {
  it.each([
    'Hot [click](https://evil.example) ![x](https://track.example/p.gif)',
    'See https://evil.example/more or www.evil.example',
    'Write to tips@evil.example',
    '<img src=x onerror=alert(1)> <https://evil.example>',
    '**bold** _em_ `code` ~~strike~~ &#106;avascript:',
    '# heading\n- list\n> quote\n1. item',
    '[ref]: https://evil.example',
  ])('renders %j as its own characters, with no link, image or markup', (value) => {
    const html = render(markdownText(value));
    expect(html).not.toMatch(/<(?:a|img|strong|em|code|del|h1|ul|ol|li|blockquote)\b/);
    const text = html
      .replace(/<\/?p>/g, '')
      .trim()
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    expect(text).toBe(value.replace(/\s+/g, ' ').trim());
  });

  it('keeps the value inside a link text it is placed in', () => {
    const html = render(`[${markdownText('Hot [click](https://evil.example)')}](https://thecypher.example/article/1)`);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('href="https://thecypher.example/article/1"');
  });
});

describe('markdownDestination', () => {
  it('keeps an address with brackets and spaces as one destination', () => {
    const html = render(`[drop](${markdownDestination('https://music.example/a) ![t](https://track.example/q.gif')})`);
    expect(html).not.toContain('<img');
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});
