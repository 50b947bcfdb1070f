import { load } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/**
 * Turns an article body into markdown: headings, paragraphs, lists, quotes,
 * emphasis, links and images. Anything else contributes only its text, so no
 * script, style or inline handler can survive into longMd (the site renders it).
 * Only http(s) links and images are kept, resolved against the page URL.
 */
export function htmlToMarkdown(html: string, baseUrl: string): string {
  const $ = load(html);
  $('script, style, noscript, iframe, object, embed, form, button, svg, template').remove();
  const blocks = renderChildren($.root()[0].children, baseUrl);
  return tidy(blocks);
}

const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'figure',
  'figcaption',
  'table',
  'tr',
]);

function renderChildren(nodes: AnyNode[], base: string): string {
  return nodes.map((node) => render(node, base)).join('');
}

function render(node: AnyNode, base: string): string {
  if (node.type === 'text') return escapeInline((node as unknown as { data: string }).data.replace(/\s+/g, ' '));
  if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return '';
  const element = node as Element;
  const name = element.name.toLowerCase();
  const inner = () => renderChildren(element.children, base);
  switch (name) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const text = oneLine(inner());
      return text ? `\n\n${'#'.repeat(Number(name[1]))} ${text}\n\n` : '';
    }
    case 'br':
      return '  \n';
    case 'hr':
      return '\n\n---\n\n';
    case 'strong':
    case 'b': {
      const text = inner().trim();
      return text ? `**${text}**` : '';
    }
    case 'em':
    case 'i': {
      const text = inner().trim();
      return text ? `*${text}*` : '';
    }
    case 'code':
      return `\`${textOf(element).replace(/`/g, "'")}\``;
    case 'pre':
      return `\n\n\`\`\`\n${textOf(element).replace(/```/g, "'''")}\n\`\`\`\n\n`;
    case 'a': {
      const text = inner().trim();
      const href = safeUrl(element.attribs.href, base);
      return href && text ? `[${text}](${href})` : text;
    }
    case 'img': {
      const src = safeUrl(element.attribs.src ?? element.attribs['data-src'], base);
      const alt = oneLine(escapeInline(element.attribs.alt ?? '')).replace(/[[\]]/g, '');
      return src ? `\n\n![${alt}](${src})\n\n` : '';
    }
    case 'blockquote': {
      const text = tidy(inner());
      return text
        ? `\n\n${text
            .split('\n')
            .map((line) => `> ${line}`.trimEnd())
            .join('\n')}\n\n`
        : '';
    }
    case 'ul':
    case 'ol': {
      const items = element.children.filter((child): child is Element => child.type === 'tag' && child.name === 'li');
      const lines = items
        .map((item, index) => {
          const text = oneLine(renderChildren(item.children, base));
          return text ? `${name === 'ol' ? `${index + 1}.` : '-'} ${text}` : '';
        })
        .filter(Boolean);
      return lines.length ? `\n\n${lines.join('\n')}\n\n` : '';
    }
    default:
      return BLOCKS.has(name) ? `\n\n${inner()}\n\n` : inner();
  }
}

function textOf(element: Element): string {
  return load(element).text();
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Text that would otherwise read as markdown syntax, or as raw HTML, is escaped. */
function escapeInline(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : `\\${c}`));
}

function safeUrl(value: string | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.toString().replace(/[()\s]/g, (c) => encodeURIComponent(c));
  } catch {
    return null;
  }
}

function tidy(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/g, (trail) => (trail === '  ' ? trail : '')).replace(/^[ \t]+/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
