import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MarkdownContent from './markdown-content';

function html(source: string, allowHtml = true): HTMLElement {
  return render(<MarkdownContent source={source} allowHtml={allowHtml} />).container;
}

describe('MarkdownContent', () => {
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
