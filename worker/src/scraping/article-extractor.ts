import { load } from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import { absolute, parseDate } from './feed-parser';
import { htmlToMarkdown } from './html-to-markdown';
import { mainText } from './main-text';
import { normalizeUrl } from './normalize-url';
import { htmlParagraphs } from './text/html-text';
import { cleanText, dropUnsafeCharacters } from './text/safe-text';

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

/** Reads what an article page says about itself (meta, JSON-LD) and finds its main text. */
export function extractArticle(page: string, pageUrl: string): ExtractedArticle {
  // parse5 throws on some lone surrogates: nothing unsafe reaches a parser.
  const html = dropUnsafeCharacters(page);
  const $ = load(html);
  const jsonLd = readJsonLd($);
  const meta = (selector: string) => dropUnsafeCharacters($(selector).first().attr('content') ?? '').trim() || null;

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

  const body = mainText(html, pageUrl);
  const paragraphs = body ? paragraphsOf(body) : [];
  const bodyImageFallback = body ? absolute(load(body)('img[src]').first().attr('src') ?? '', pageUrl) : null;

  return {
    canonicalUrl,
    title,
    author,
    publishedAt,
    imageUrl: imageUrl ?? bodyImageFallback,
    bodyMd: body ? htmlToMarkdown(body, pageUrl) : '',
    paragraphs,
    tags,
    description: meta('meta[name=description]') ?? meta('meta[property="og:description"]'),
  };
}

/** The text of the body's paragraphs; a body written without <p> (lines in <div>s) is split at its blocks. */
function paragraphsOf(bodyHtml: string): string[] {
  const $ = load(bodyHtml);
  const paragraphs = $('p')
    .toArray()
    .map((p) => cleanText($(p).text()))
    .filter((text) => text.length > 0);
  return paragraphs.length ? paragraphs : htmlParagraphs(bodyHtml);
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
