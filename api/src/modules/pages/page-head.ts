import { documentHeadOf, headTags, type HeadTag, type PageHead } from '../../shared/contracts/page-head';
import { escapeHtml, jsonForScript } from './safe-markup';

// The feeds name the site as the pages do.
export { absoluteUrl, SITE_NAME, SITE_TAGLINE } from '../../shared/contracts/page-head';

/** One element of <head> as markup, every value escaped for where it goes. */
function printTag(tag: HeadTag): string {
  switch (tag.element) {
    case 'title':
      return `<title>${escapeHtml(tag.text)}</title>`;
    case 'meta':
      return `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}" />`;
    case 'link': {
      const type = tag.type ? ` type="${tag.type}"` : '';
      const title = tag.title ? ` title="${escapeHtml(tag.title)}"` : '';
      return `<link rel="${tag.rel}"${type}${title} href="${escapeHtml(tag.href)}" />`;
    }
    case 'json-ld':
      return `<script type="application/ld+json">${jsonForScript(tag.data)}</script>`;
  }
}

/** The tags of <head> for one page, as the browser's screens build theirs (shared/contracts/page-head.ts). */
export function renderHead(head: PageHead, siteUrl: string): string {
  return headTags(documentHeadOf(head, siteUrl)).map(printTag).join('\n    ');
}
