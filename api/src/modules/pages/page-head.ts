import { escapeHtml, jsonForScript } from './safe-markup';

export const SITE_NAME = 'The Cypher';
export const SITE_TAGLINE = 'Hip Hop Culture Newsletter';

/** What a page says about itself to search engines, link previews and feed readers. */
export interface PageHead {
  /** The page's own title; the site's name is added ('{title} | The Cypher'). */
  title: string;
  description: string;
  /** The page's canonical path (and query), made absolute with PUBLIC_URL. */
  path: string;
  type: 'website' | 'article' | 'profile';
  /** The picture a shared link shows: absolute, or a path on this site. */
  image: string;
  article?: {
    publishedTime: string;
    modifiedTime: string;
    author: string | null;
    section: string;
    tags: string[];
  };
  /** schema.org objects, each printed as its own JSON-LD block. */
  structuredData: object[];
  /**
   * The address of the picture the reader sees first, exactly as the page's <img> asks for it
   * (a hero): the browser fetches it before the scripts and fonts.
   */
  leadImage?: string;
  /** Not-found screens ask not to be indexed. */
  noIndex?: boolean;
}

/** An address on this site made absolute; absolute http(s) addresses pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The tags of <head> for one page; every value escaped for where it goes. */
export function renderHead(head: PageHead, siteUrl: string): string {
  const title = head.title ? `${head.title} | ${SITE_NAME}` : SITE_NAME;
  const canonical = absoluteUrl(siteUrl, head.path);
  const image = absoluteUrl(siteUrl, head.image);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${SITE_NAME}" href="${escapeHtml(absoluteUrl(siteUrl, '/rss.xml'))}" />`,
    `<link rel="alternate" type="application/feed+json" title="${SITE_NAME}" href="${escapeHtml(absoluteUrl(siteUrl, '/feed.json'))}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ];
  if (head.noIndex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.article) {
    const { publishedTime, modifiedTime, author, section, tags: articleTags } = head.article;
    tags.push(meta('property', 'article:published_time', publishedTime));
    tags.push(meta('property', 'article:modified_time', modifiedTime));
    if (author) tags.push(meta('property', 'article:author', author));
    tags.push(meta('property', 'article:section', section));
    for (const tag of articleTags) tags.push(meta('property', 'article:tag', tag));
  }
  for (const data of head.structuredData) {
    tags.push(
      `<script type="application/ld+json">${jsonForScript({ '@context': 'https://schema.org', ...data })}</script>`,
    );
  }
  return tags.join('\n    ');
}
