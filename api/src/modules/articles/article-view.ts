import { isoDate, isoDateOrNull } from '../../http/iso-date';
import type { ArticleCard, ArticleView } from '../../shared/contracts/content';
import type { ArticleDetailView, CoverageLink } from '../../shared/contracts/stories';
import type { ArticleCategory } from '../../shared/domain/categories';
import { hasLongFormBody, longMarkdownOf } from '../../shared/domain/article-body';
import { cardExcerpts } from '../../shared/domain/excerpts';
import type { Article } from './article.entity';

/**
 * A list row as the store reads it: already in the card's shape, with dates as
 * ISO strings made by Postgres, plus the short markdown the card texts are cut
 * from. No entity is built and no date is parsed on the way.
 */
export interface ArticleCardRow extends Omit<ArticleCard, 'listExcerpt' | 'homeExcerpt'> {
  shortMd: string | null;
  category: ArticleCategory;
}

export function toArticleCard(row: ArticleCardRow): ArticleCard {
  const { shortMd, ...card } = row;
  return { ...card, ...cardExcerpts({ shortMd, excerpt: row.excerpt }) };
}

/**
 * A card as Postgres built it (see cardPageSql): the answer's shape with the
 * stored card texts, or NULL texts and the short markdown to cut them from.
 */
export interface StoredCardRow extends Omit<ArticleCard, 'listExcerpt' | 'homeExcerpt'> {
  listExcerpt: string | null;
  homeExcerpt: string | null;
  uncutShortMd: string | null;
}

/** The card of a stored row: its texts as stored, cut here only when they were never stored. */
export function toStoredCard(row: StoredCardRow): ArticleCard {
  const { uncutShortMd, ...card } = row;
  if (card.listExcerpt !== null && card.homeExcerpt !== null) return card as ArticleCard;
  return { ...card, ...cardExcerpts({ shortMd: uncutShortMd, excerpt: card.excerpt }) };
}

/** A detail row: the card's columns, the one body, the editor's fields, the stored card texts and the story's other reports. */
export interface ArticleDetailRow
  extends ArticleCardRow, Pick<ArticleView, 'slug' | 'imageAlt' | 'seoTitle' | 'seoDescription' | 'revision'> {
  content: string;
  listExcerpt: string | null;
  homeExcerpt: string | null;
  alsoCoveredBy: CoverageLink[];
}

export function toArticleDetail(row: ArticleDetailRow): ArticleDetailView {
  const stored = row.listExcerpt !== null && row.homeExcerpt !== null;
  return {
    ...row,
    ...(stored
      ? { listExcerpt: row.listExcerpt as string, homeExcerpt: row.homeExcerpt as string }
      : cardExcerpts(row)),
    longMd: longMarkdownOf(row),
  };
}

export function toArticleView(article: Article): ArticleView {
  return {
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    ...cardExcerpts(article),
    content: article.content,
    category: article.category,
    imageUrl: article.imageUrl,
    shortMd: article.shortMd,
    longMd: longMarkdownOf(article),
    wordCount: article.wordCount,
    hasLongForm: hasLongFormBody(article),
    canonicalUrl: article.canonicalUrl,
    author: article.author,
    featured: article.featured,
    publishedAt: isoDate(article.publishedAt),
    source: article.source,
    sourceUrl: article.sourceUrl,
    isAiGenerated: article.isAiGenerated,
    tags: article.tags,
    createdAt: isoDate(article.createdAt),
    updatedAt: isoDate(article.updatedAt),
    status: article.status,
    publishAt: isoDateOrNull(article.publishAt),
    slug: article.slug,
    imageAlt: article.imageAlt,
    seoTitle: article.seoTitle,
    seoDescription: article.seoDescription,
    revision: article.revision,
    storyId: article.storyId,
    storySize: article.storySize,
  };
}
