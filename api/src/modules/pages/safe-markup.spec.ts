import { escapeHtml, jsonForScript } from './safe-markup';
import { renderHead } from './page-head';

describe('safe markup', () => {
  it('escapes the characters that could end an attribute or an element', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes JSON no value can break out of a script element with, and reads back unchanged', () => {
    const value = { title: '</script><script>alert(1)</script><!-- & \u2028 \u2029' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('puts a hostile title into the head escaped everywhere it appears', () => {
    const head = renderHead(
      {
        title: '</title></script><script>x()</script>',
        description: '"><img src=x onerror=y>',
        path: '/article/1',
        type: 'article',
        image: '/api/art/articles/1/cover.svg?v=a&b=c',
        structuredData: [{ '@type': 'NewsArticle', headline: '</script><script>x()</script>' }],
      },
      'https://thecypher.example',
    );
    expect(head).not.toContain('<script>x()');
    expect(head).not.toContain('<img');
    expect(head).toContain('href="https://thecypher.example/article/1"');
    expect(head).toContain('content="https://thecypher.example/api/art/articles/1/cover.svg?v=a&amp;b=c"');
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: '</script><script>x()</script>',
    });
  });
});
