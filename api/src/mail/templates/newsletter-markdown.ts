import { Marked, type Token, type Tokens } from 'marked';
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

/**
 * An image's description as a reader hears it: marked keeps the source's backslash escapes in an image's
 * `text` ('all\\, ten years on'), while its inline tokens hold each escaped character as itself.
 */
function plainText(tokens: Token[]): string {
  return tokens
    .map((token) => ('tokens' in token && token.tokens ? plainText(token.tokens) : 'text' in token ? token.text : ''))
    .join('');
}

/** What a link in the body looks like in an email: the site's ink, underlined, never the client's default blue. */
const EMAIL_LINK_STYLE = 'color:#0a0a0a;text-decoration:underline';

function markdownRenderer(linkStyle: string | null): Marked {
  return new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type === 'link') (token as Tokens.Link).href = safeUrl((token as Tokens.Link).href);
      if (token.type === 'image') (token as Tokens.Image).href = safeImageUrl((token as Tokens.Image).href);
    },
    renderer: {
      html: () => '',
      // Mail clients ignore a stylesheet's max-width on many images: each carries its own, so none is wider than the email.
      image({ href, title, text, tokens }: Tokens.Image) {
        const alt = tokens ? plainText(tokens) : text;
        if (!href) return escapeAttribute(alt);
        const titled = title ? ` title="${escapeAttribute(title)}"` : '';
        return `<img src="${escapeAttribute(href)}" alt="${escapeAttribute(alt)}"${titled} style="${IMAGE_STYLE}" />`;
      },
      // Mail clients read no stylesheet for links either: an email's links carry the site's look inline.
      ...(linkStyle && {
        link({ href, title, tokens }: Tokens.Link) {
          const text = this.parser.parseInline(tokens);
          if (!href) return text;
          const titled = title ? ` title="${escapeAttribute(title)}"` : '';
          return `<a href="${escapeAttribute(href)}"${titled} style="${linkStyle}">${text}</a>`;
        },
      }),
    },
  });
}

const feedMarkdown = markdownRenderer(null);
const emailMarkdown = markdownRenderer(EMAIL_LINK_STYLE);

/** The body as email HTML: the feed's HTML with each link styled inline. */
export function newsletterEmailHtml(source: string): string {
  return emailMarkdown.parse(source, { async: false });
}

export function newsletterMarkdownToHtml(source: string): string {
  return feedMarkdown.parse(source, { async: false });
}
