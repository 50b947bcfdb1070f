import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pictureHash } from '@api/shared/domain/picture-variants';
import MarkdownContent from './markdown-content';

function html(source: string, allowHtml = true): HTMLElement {
  return render(<MarkdownContent source={source} allowHtml={allowHtml} />).container;
}

describe('MarkdownContent', () => {
  it.each([
    ['markdown', '![The crowd](https://outlet.example/crowd.jpg)'],
    ['raw HTML', '<img alt="The crowd" src="https://outlet.example/crowd.jpg">'],
  ])('shows a picture from another site in %s from our own variants, never its address', (_kind, source) => {
    const root = html(source);
    const hash = pictureHash('https://outlet.example/crowd.jpg');
    const img = root.querySelector('picture img');
    expect(img?.getAttribute('alt')).toBe('The crowd');
    expect(img?.getAttribute('src')).toBe(`/media/${hash}-640.jpg`);
    expect(root.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(
      `/media/${hash}-320.avif 320w`,
    );
    expect(root.innerHTML).not.toContain('outlet.example');
  });

  it('keeps a picture of our own where it is', () => {
    expect(html('![Ours](/media/uploads/0f0e)').querySelector('img')?.getAttribute('src')).toBe('/media/uploads/0f0e');
  });

  it('renders markdown and, for long-form, raw HTML', () => {
    const root = html('## Title\n\n**bold** <em class="x">raw</em>');
    expect(root.querySelector('h2')?.textContent).toBe('Title');
    expect(root.querySelector('strong')?.textContent).toBe('bold');
    expect(root.querySelector('em')?.textContent).toBe('raw');
  });

  it.each([
    '<script>window.__xss = 1</script>',
    '<img src="x" onerror="window.__xss = 1">',
    '<svg onload="window.__xss = 1"></svg>',
    '<iframe src="https://example.com"></iframe>',
    '<div style="color:red" onclick="x()">d</div>',
    '<style>*{}</style>',
  ])('strips %s', (source) => {
    const root = html(source);
    expect(root.querySelector('script, svg, iframe, style')).toBeNull();
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^(on|style)/i);
    }
  });

  it.each([
    ['[a](javascript:alert(1))', false],
    ['[a](JavaScript:alert(1))', false],
    ['[a](vbscript:msgbox(1))', false],
    ['[a](data:text/html,hi)', false],
    ['<a href="java&#x09;script:alert(1)">a</a>', true],
    ['<a href=" DATA:text/html,hi">a</a>', true],
  ])('empties the bad address in %s', (source, allowHtml) => {
    const anchor = html(source, allowHtml).querySelector('a');
    expect(anchor).not.toBeNull();
    expect(anchor!.getAttribute('href') ?? '').toBe('');
  });

  it.each([
    'http://x.example/',
    'https://x.example/',
    'irc://x.example/c',
    'ircs://x.example/c',
    'mailto:a@x.example',
    'xmpp:a@x.example',
    'HTTPS://X.EXAMPLE/',
    '/article/2',
    'page',
    '#top',
  ])('keeps %s', (address) => {
    expect(html(`[a](${address})`).querySelector('a')!.getAttribute('href')).toBe(address);
  });

  it('does not render raw HTML from short markdown', () => {
    const root = html('text <b>bold</b>', false);
    expect(root.querySelector('b')).toBeNull();
  });
});
