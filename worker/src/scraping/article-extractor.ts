import { load } from 'cheerio';
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { absolute, cleanText, parseDate } from './feed-parser';
import { htmlToMarkdown } from './html-to-markdown';

export interface ExtractedArticle {
  canonicalUrl: string;
  title: string | null;
  author: string | null;
  publishedAt: Date | null;
  imageUrl: string | null;
  /** Markdown of the main text. */
  bodyMd: string;
  /** Plain paragraphs of the main text. */
  paragraphs: string[];
  tags: string[];
  description: string | null;
}

const NOISE =
  'script, style, noscript, nav, aside, footer, form, iframe, .share, .social, .related, .newsletter, .ad, .advert, [role=complementary]';
const BODY_CANDIDATES = [
  '[itemprop=articleBody]',
  '.entry-content',
  '.post-content',
  '.article-body',
  '.article-content',
  'article',
  'main',
];

/** Reads what an article page says about itself (meta, JSON-LD) and finds its main text. */
export function extractArticle(html: string, pageUrl: string): ExtractedArticle {
  const $ = load(html);
  const jsonLd = readJsonLd($);
  const meta = (selector: string) => $(selector).first().attr('content')?.trim() || null;

  const canonicalUrl =
    normalizeUrl(absolute($('link[rel=canonical]').first().attr('href') ?? '', pageUrl)) ??
    normalizeUrl(absolute(meta('meta[property="og:url"]') ?? '', pageUrl)) ??
    normalizeUrl(pageUrl) ??
    pageUrl;

  const title =
    cleanText(meta('meta[property="og:title"]') ?? ($('h1').first().text() || $('title').first().text())) || null;
  const author =
    cleanText(
      meta('meta[name=author]') ??
        jsonLd.author ??
        ($('[rel=author]').first().text() || $('.author, .byline, [itemprop=author]').first().text()),
    ).replace(/^by\s+/i, '') || null;
  const publishedAt =
    parseDate(meta('meta[property="article:published_time"]') ?? '') ??
    parseDate(jsonLd.datePublished ?? '') ??
    parseDate($('time[datetime]').first().attr('datetime') ?? '');
  const imageUrl =
    absolute(meta('meta[property="og:image"]') ?? meta('meta[name="twitter:image"]') ?? jsonLd.image ?? '', pageUrl) ??
    null;
  const tags = [
    ...$('meta[property="article:tag"]')
      .map((_, m) => $(m).attr('content') ?? '')
      .get(),
    ...(meta('meta[name=keywords]') ?? '').split(','),
  ]
    .map(cleanText)
    .filter(Boolean);

  $(NOISE).remove();
  const body = mainBody($);
  body.find('header, .byline, .author, h1').remove();
  const paragraphs = body
    .find('p')
    .map((_, p) => cleanText($(p).text()))
    .get()
    .filter((text) => text.length > 0);
  const bodyImageFallback = absolute(body.find('img[src]').first().attr('src') ?? '', pageUrl);

  return {
    canonicalUrl,
    title,
    author,
    publishedAt,
    imageUrl: imageUrl ?? bodyImageFallback,
    bodyMd: htmlToMarkdown(body.html() ?? '', pageUrl),
    paragraphs,
    tags,
    description: meta('meta[name=description]') ?? meta('meta[property="og:description"]'),
  };
}

/** The first well-known body container with real text, else the element holding the most paragraph text. */
function mainBody($: CheerioAPI): Cheerio<Element> {
  for (const selector of BODY_CANDIDATES) {
    const found = $(selector).first() as Cheerio<Element>;
    if (found.length && paragraphText($, found) > 200) return found;
  }
  let best = $('body') as Cheerio<Element>;
  let bestScore = 0;
  $('div, section').each((_, element) => {
    const candidate = $(element) as Cheerio<Element>;
    const score = candidate
      .children('p')
      .toArray()
      .reduce((sum, p) => sum + $(p).text().length, 0);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  });
  return best.length ? best : ($.root().children().first() as Cheerio<Element>);
}

function paragraphText($: CheerioAPI, element: Cheerio<Element>): number {
  return element
    .find('p')
    .toArray()
    .reduce((sum, p) => sum + $(p).text().trim().length, 0);
}

interface JsonLdArticle {
  author?: string;
  datePublished?: string;
  image?: string;
}

function readJsonLd($: CheerioAPI): JsonLdArticle {
  for (const script of $('script[type="application/ld+json"]').toArray()) {
    try {
      const parsed = JSON.parse($(script).text());
      const nodes: unknown[] = Array.isArray(parsed) ? parsed : (parsed?.['@graph'] ?? [parsed]);
      const article = nodes.find((node) =>
        /Article|Posting/.test(String((node as { '@type'?: unknown })?.['@type'] ?? '')),
      ) as Record<string, unknown> | undefined;
      if (!article) continue;
      const author = Array.isArray(article.author) ? article.author[0] : article.author;
      const image = Array.isArray(article.image) ? article.image[0] : article.image;
      return {
        author: typeof author === 'string' ? author : (author as { name?: string } | undefined)?.name,
        datePublished: typeof article.datePublished === 'string' ? article.datePublished : undefined,
        image: typeof image === 'string' ? image : (image as { url?: string } | undefined)?.url,
      };
    } catch {
      // A broken JSON-LD block is common and harmless: the meta tags still speak.
    }
  }
  return {};
}

const TRACKING_PARAMS = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|ref|cmpid)$/i;

/** One spelling per article: no fragment, no tracking parameters, no trailing "?". */
export function normalizeUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    url.hash = '';
    for (const key of [...url.searchParams.keys()]) if (TRACKING_PARAMS.test(key)) url.searchParams.delete(key);
    url.hostname = url.hostname.toLowerCase();
    return url.toString();
  } catch {
    return null;
  }
}
