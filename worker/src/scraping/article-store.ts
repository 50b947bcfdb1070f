import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ArticleCategory } from '@api/shared/domain/categories';

export interface ScrapedArticle {
  title: string;
  excerpt: string;
  content: string;
  category: ArticleCategory;
  imageUrl: string | null;
  shortMd: string | null;
  longMd: string | null;
  wordCount: number;
  canonicalUrl: string;
  author: string | null;
  publishedAt: Date;
  source: string;
  sourceUrl: string;
  tags: string | null;
}

/**
 * Articles keyed by canonical URL (partial unique index). An article already
 * stored is left exactly as it is: editors may have improved it since, and a
 * re-run must change nothing. The insert is one atomic statement, so two
 * workers racing on the same URL still store it once.
 */
@Injectable()
export class ArticleStore {
  constructor(private readonly dataSource: DataSource) {}

  async knownUrls(urls: string[]): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    const rows: { canonical_url: string }[] = await this.dataSource.query(
      'SELECT canonical_url FROM articles WHERE canonical_url = ANY($1::text[])',
      [urls],
    );
    return new Set(rows.map((row) => row.canonical_url));
  }

  /** True when the article was new. */
  async insertIfNew(article: ScrapedArticle): Promise<boolean> {
    const rows = await this.dataSource.query(
      `INSERT INTO articles (title, excerpt, content, category, image_url, short_md, long_md, word_count,
                             canonical_url, author, published_at, source, source_url, tags)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (canonical_url) WHERE canonical_url IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        article.title,
        article.excerpt,
        article.content,
        article.category,
        article.imageUrl,
        article.shortMd,
        article.longMd,
        article.wordCount,
        article.canonicalUrl,
        article.author,
        article.publishedAt,
        article.source,
        article.sourceUrl,
        article.tags,
      ],
    );
    return rows.length === 1;
  }
}
