import type { ScrapedArticle } from '@api/modules/articles/articles.store';
import { STORED_EXCERPT_LENGTH, truncateAtWord } from '@api/shared/domain/excerpts';
import type { ExtractedArticle } from './article-extractor';
import { normalizeUrl } from './article-extractor';
import { classifyArticle, pickTags } from './article-classifier';
import { plainText, summaryMarkdown } from './article-summary';
import type { FeedItem } from './feed-parser';
import { htmlToMarkdown } from './html-to-markdown';

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
  const feedParagraphs = paragraphsOfHtml(feedBodyHtml);
  const paragraphs = page && page.paragraphs.length ? page.paragraphs : feedParagraphs;
  const longMd =
    page && page.paragraphs.length
      ? page.bodyMd
      : item.contentHtml
        ? htmlToMarkdown(item.contentHtml, item.link)
        : null;
  const summary = plainText(item.summaryHtml ?? '') || page?.description || paragraphs[0] || item.title;
  const content = paragraphs.join('\n\n') || summary;
  const title = (item.title || page?.title || 'Untitled').slice(0, 300);
  return {
    title,
    excerpt: truncateAtWord(summary, STORED_EXCERPT_LENGTH),
    content,
    category: classifyArticle(title, item.categories),
    imageUrl: page?.imageUrl ?? item.imageUrl,
    shortMd: summaryMarkdown(paragraphs) || null,
    longMd: longMd || null,
    canonicalUrl: page?.canonicalUrl ?? normalizeUrl(item.link) ?? item.link,
    author: (page?.author ?? item.author)?.slice(0, 200) ?? null,
    publishedAt: item.publishedAt ?? page?.publishedAt ?? now,
    source: sourceName.slice(0, 200),
    sourceUrl: item.link,
    tags: pickTags(item.categories, page?.tags ?? []).join(', ') || null,
  };
}

function paragraphsOfHtml(html: string): string[] {
  if (!html) return [];
  const blocks = html
    .split(/<\/p>|<br\s*\/?>\s*<br\s*\/?>|\n{2,}/i)
    .map(plainText)
    .filter(Boolean);
  return blocks.length ? blocks : [plainText(html)].filter(Boolean);
}
