import type { ScrapedArticle } from '@api/modules/articles/scraped-articles.store';
import { STORED_EXCERPT_LENGTH, truncateAtWord } from '@api/shared/domain/excerpts';
import type { ExtractedArticle } from './article-extractor';
import { normalizeUrl } from './normalize-url';
import { classifyArticle, pickTags } from './article-classifier';
import { plainText, summaryMarkdown } from './article-summary';
import type { FeedItem } from './feed-parser';
import { escapeMarkdown, htmlToMarkdown } from './html-to-markdown';
import { htmlParagraphs } from './text/html-text';
import { dropUnsafeCharacters } from './text/safe-text';

/**
 * One article from what the feed said and what the page said. The page
 * wins for facts about itself (canonical URL, hero image, body); the feed wins
 * for the headline (og:title often carries the site's name). Without a page
 * (it failed to load) the feed's own text is used.
 */
export function buildArticle(
  item: FeedItem,
  page: ExtractedArticle | null,
  sourceName: string,
  now: Date,
): ScrapedArticle {
  const feedBodyHtml = item.contentHtml ?? item.summaryHtml ?? '';
  const feedParagraphs = htmlParagraphs(feedBodyHtml);
  const paragraphs = page && page.paragraphs.length ? page.paragraphs : feedParagraphs;
  const longMd =
    page && page.paragraphs.length
      ? page.bodyMd
      : item.contentHtml
        ? htmlToMarkdown(item.contentHtml, item.link)
        : null;
  const summary = plainText(item.summaryHtml ?? '') || page?.description || paragraphs[0] || item.title;
  // The one body: the page's (or feed's) own markdown, else its paragraphs, else the summary.
  const content = longMd || paragraphs.map(escapeMarkdown).join('\n\n') || escapeMarkdown(summary);
  const title = (item.title || page?.title || 'Untitled').slice(0, 300);
  return withSafeText({
    title,
    excerpt: truncateAtWord(summary, STORED_EXCERPT_LENGTH),
    content,
    category: classifyArticle(title, item.categories),
    imageUrl: page?.imageUrl ?? item.imageUrl,
    shortMd: summaryMarkdown(paragraphs) || null,
    canonicalUrl: page?.canonicalUrl ?? normalizeUrl(item.link) ?? item.link,
    author: (page?.author ?? item.author)?.slice(0, 200) ?? null,
    publishedAt: item.publishedAt ?? page?.publishedAt ?? now,
    source: sourceName.slice(0, 200),
    sourceUrl: item.link,
    tags: pickTags(item.categories, page?.tags ?? []).join(', ') || null,
  });
}

/** The last word on what gets stored: no string field carries a character Postgres or a reader cannot take. */
function withSafeText(article: ScrapedArticle): ScrapedArticle {
  const safe = (value: string | null) => (value === null ? null : dropUnsafeCharacters(value));
  return {
    ...article,
    title: dropUnsafeCharacters(article.title),
    excerpt: dropUnsafeCharacters(article.excerpt),
    content: dropUnsafeCharacters(article.content),
    shortMd: safe(article.shortMd),
    author: safe(article.author),
    source: safe(article.source),
    tags: safe(article.tags),
  };
}
