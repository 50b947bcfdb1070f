import { Marked, type Tokens } from 'marked';
import { safeUrl } from '../../shared/domain/safe-url';

/**
 * Newsletter markdown as email HTML, under the article rules: link and image
 * addresses keep only the safe schemes (anything else becomes ''), and raw
 * HTML in the source is dropped rather than passed to a mail client, which has
 * no sanitiser of its own.
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type === 'link' || token.type === 'image') {
      const linkish = token as Tokens.Link | Tokens.Image;
      linkish.href = safeUrl(linkish.href);
    }
  },
  renderer: {
    html: () => '',
  },
});

export function newsletterMarkdownToHtml(source: string): string {
  return markdown.parse(source, { async: false });
}
