import { Marked, type Tokens } from 'marked';
import { safeImageUrl, safeUrl } from '../../shared/domain/safe-url';

/**
 * Newsletter markdown as email HTML (and feed item HTML), under the site's link
 * rule: marked hands over a destination before HTML entities are decoded, and
 * the rule judges it decoded, so '&#106;avascript:' is emptied as 'javascript:'
 * is. Images keep only http(s) and relative addresses. Raw HTML in the
 * source is dropped rather than passed to a mail client, which has no
 * sanitiser of its own.
 */
const IMAGE_STYLE = 'display:block;max-width:100%;height:auto;border:0;margin:12px 0';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const markdown = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type === 'link') (token as Tokens.Link).href = safeUrl((token as Tokens.Link).href);
    if (token.type === 'image') (token as Tokens.Image).href = safeImageUrl((token as Tokens.Image).href);
  },
  renderer: {
    html: () => '',
    // Mail clients ignore a stylesheet's max-width on many images: each carries its own, so none is wider than the email.
    image({ href, title, text }: Tokens.Image) {
      if (!href) return escapeAttribute(text);
      const titled = title ? ` title="${escapeAttribute(title)}"` : '';
      return `<img src="${escapeAttribute(href)}" alt="${escapeAttribute(text)}"${titled} style="${IMAGE_STYLE}" />`;
    },
  },
});

export function newsletterMarkdownToHtml(source: string): string {
  return markdown.parse(source, { async: false });
}
