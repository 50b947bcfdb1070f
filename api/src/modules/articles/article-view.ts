import { isoDate } from '../../http/iso-date';
import type { ArticleView } from '../../shared/contracts/content';
import type { Article } from './article.entity';

export function toArticleView(article: Article): ArticleView {
  return {
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    imageUrl: article.imageUrl,
    shortMd: article.shortMd,
    longMd: article.longMd,
    wordCount: article.wordCount,
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
  };
}
