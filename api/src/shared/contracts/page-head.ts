export const SITE_NAME = 'The Cypher';
export const SITE_TAGLINE = 'Hip Hop Culture Newsletter';

/** What a server-rendered page says about itself to search engines, link previews and feed readers. */
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
   * (a hero): the browser fetches it before the scripts and fonts. A remote picture is our AVIF
   * variants as a `srcset` with the hero's `sizes`, so the browser preloads the width it will show;
   * `fallback` is what the page shows instead when that picture was refused.
   */
  leadImage?: string | { srcSet: string; sizes: string; type: string; pictureHash: string; fallback: string };
  /** Not-found screens ask not to be indexed. */
  noIndex?: boolean;
}

/**
 * What the head of a document says, every address absolute. The server knows
 * all of it; a screen the browser moves to knows its title, description and
 * picture, and the rest of what the server said stays.
 */
export interface DocumentHead {
  title: string;
  description: string;
  image?: string;
  canonical?: string;
  type?: PageHead['type'];
  /** The site's feeds, announced to feed readers. */
  feeds?: { rss: string; json: string };
  article?: PageHead['article'];
  structuredData?: object[];
  noIndex?: boolean;
}

/** One element of <head>, for the server to print or the browser to apply. */
export type HeadTag =
  | { element: 'title'; text: string }
  | { element: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { element: 'link'; rel: string; href: string; type?: string; title?: string }
  | { element: 'json-ld'; data: object };

/** An address on this site made absolute; absolute http(s) addresses pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** A server-rendered page's head with its addresses made absolute. */
export function documentHeadOf(head: PageHead, siteUrl: string): DocumentHead {
  return {
    title: head.title,
    description: head.description,
    image: absoluteUrl(siteUrl, head.image),
    canonical: absoluteUrl(siteUrl, head.path),
    type: head.type,
    feeds: { rss: absoluteUrl(siteUrl, '/rss.xml'), json: absoluteUrl(siteUrl, '/feed.json') },
    article: head.article,
    structuredData: head.structuredData,
    noIndex: head.noIndex,
  };
}

/** The sharing tags whose picture may be missing: a screen without one takes them away. */
export const IMAGE_META = [
  { attribute: 'property', key: 'og:image' },
  { attribute: 'name', key: 'twitter:image' },
] as const;

/** The elements of <head> for a document, in the order they are printed; what is not known is left out. */
export function headTags(head: DocumentHead): HeadTag[] {
  const title = head.title ? `${head.title} | ${SITE_NAME}` : SITE_NAME;
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({
    element: 'meta',
    attribute,
    key,
    content,
  });
  const tags: HeadTag[] = [{ element: 'title', text: title }, meta('name', 'description', head.description)];
  if (head.canonical) tags.push({ element: 'link', rel: 'canonical', href: head.canonical });
  if (head.feeds) {
    tags.push({
      element: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: SITE_NAME,
      href: head.feeds.rss,
    });
    tags.push({
      element: 'link',
      rel: 'alternate',
      type: 'application/feed+json',
      title: SITE_NAME,
      href: head.feeds.json,
    });
  }
  tags.push(meta('property', 'og:site_name', SITE_NAME));
  if (head.type) tags.push(meta('property', 'og:type', head.type));
  tags.push(meta('property', 'og:title', title), meta('property', 'og:description', head.description));
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  if (head.noIndex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.article) {
    const { publishedTime, modifiedTime, author, section, tags: articleTags } = head.article;
    tags.push(meta('property', 'article:published_time', publishedTime));
    tags.push(meta('property', 'article:modified_time', modifiedTime));
    if (author) tags.push(meta('property', 'article:author', author));
    tags.push(meta('property', 'article:section', section));
    for (const tag of articleTags) tags.push(meta('property', 'article:tag', tag));
  }
  for (const data of head.structuredData ?? []) {
    tags.push({ element: 'json-ld', data: { '@context': 'https://schema.org', ...data } });
  }
  return tags;
}
