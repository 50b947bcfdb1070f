import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PICTURE_PLACEHOLDERS_KEY } from '@api/shared/contracts/picture-placeholders';
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

  it("takes a body picture's box from the size the server's page knew, and leaves out one it knew was refused", () => {
    const kept = 'https://outlet.example/kept.jpg';
    const refused = 'https://outlet.example/refused.jpg';
    const client = new QueryClient();
    client.setQueryData([...PICTURE_PLACEHOLDERS_KEY], {
      [pictureHash(kept)]: { placeholder: 'data:image/webp;base64,AAAA', width: 1600, height: 900 },
      [pictureHash(refused)]: null,
    });
    const root = render(
      <QueryClientProvider client={client}>
        <MarkdownContent source={`![Kept](${kept})\n\n![Refused](${refused})`} />
      </QueryClientProvider>,
    ).container;
    const images = [...root.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Kept']);
    expect([images[0].getAttribute('width'), images[0].getAttribute('height')]).toEqual(['1600', '900']);
    expect(images[0].style.backgroundImage).toContain('data:image/webp');
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
