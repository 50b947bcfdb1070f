import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, Repository, SelectQueryBuilder } from 'typeorm';
import { ROW_COUNT_SQL } from '../../database/content-tables';
import { EntityStore } from '../../database/entity-store';
import type { Page } from '../../http/list-query.dto';
import type { ArticleCategory } from '../../shared/domain/categories';
import { articleWordCount } from '../../shared/domain/word-count';
import { Article } from './article.entity';

/** The columns an editor or a scraper gives; id, timestamps and the word count are the store's. */
export type ArticleFields = Omit<Article, 'id' | 'createdAt' | 'updatedAt' | 'wordCount'>;

/** An article found by a scraper: keyed by its canonical URL, never featured, never AI-written. */
export type ScrapedArticle = Omit<ArticleFields, 'featured' | 'isAiGenerated' | 'canonicalUrl'> & {
  canonicalUrl: string;
};

/** What the recommendation engine reads of an article. */
export interface ArticleForRanking {
  id: number;
  title: string;
  excerpt: string;
  /** The summary and the start of the body, at most `textChars` characters. */
  text: string;
  tags: string[];
  category: ArticleCategory;
  wordCount: number;
  hasLongForm: boolean;
  featured: boolean;
  publishedAt: Date;
}

interface RankingRow {
  id: number;
  title: string;
  excerpt: string;
  text: string;
  tags: string | null;
  category: ArticleCategory;
  word_count: number;
  has_long_form: boolean;
  featured: boolean;
  published_at: Date;
}

/**
 * The one place that reads and writes `articles`, for the API and the worker.
 * Every write derives word_count from the body with the shared rule, so an
 * edited, created or scraped article can never carry a stale count.
 */
@Injectable()
export class ArticlesStore extends EntityStore<Article, ArticleFields> {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {
    super(articles);
  }

  /** Newest first; the (published_at DESC, id DESC) index serves both the sort and the page. */
  async list(page: { limit: number; offset: number }): Promise<Page<Article>> {
    const [items, total] = await Promise.all([this.listQuery(page).getMany(), this.count()]);
    return { items, total };
  }

  /** The list's query, exposed so the scale test can EXPLAIN exactly what the API runs. */
  listQuery(page: { limit: number; offset: number }): SelectQueryBuilder<Article> {
    return this.articles
      .createQueryBuilder('article')
      .orderBy('article.published_at', 'DESC')
      .addOrderBy('article.id', 'DESC')
      .limit(page.limit)
      .offset(page.offset);
  }

  detailQuery(id: number): SelectQueryBuilder<Article> {
    return this.articles.createQueryBuilder('article').where('article.id = :id', { id });
  }

  /**
   * The exact number of articles, kept by the content_change_log triggers.
   * count(*) would read every row (or every index entry): linear in the table,
   * and X-Total-Count must not be what makes 100,000 articles slow.
   */
  async count(): Promise<number> {
    const [row] = await this.articles.query(ROW_COUNT_SQL, ['articles']);
    return Number(row?.total ?? 0);
  }

  override findById(id: number): Promise<Article | null> {
    return this.detailQuery(id).getOne();
  }

  /** A primary-key probe, for callers that only need to know the article is there. */
  async exists(id: number): Promise<boolean> {
    return this.articles.existsBy({ id });
  }

  /** Created or edited, the article's word count is derived from its body again. */
  protected override save(article: Article): Promise<Article> {
    article.wordCount = articleWordCount(article);
    return this.articles.save(article);
  }

  /** Which of these canonical URLs are stored already. */
  async knownCanonicalUrls(urls: string[]): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    const rows: { canonical_url: string }[] = await this.articles.query(
      'SELECT canonical_url FROM articles WHERE canonical_url = ANY($1::text[])',
      [urls],
    );
    return new Set(rows.map((row) => row.canonical_url));
  }

  /**
   * Stores a scraped article unless its canonical URL is stored already (partial
   * unique index); true when it was new. An article already stored is left
   * exactly as it is: editors may have improved it since, and a re-run must
   * change nothing. One atomic statement, so two workers racing on the same URL
   * still store it once.
   */
  async insertScrapedIfNew(article: ScrapedArticle): Promise<boolean> {
    const rows: unknown[] = await this.articles.query(
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
        articleWordCount(article),
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

  /** The `newest` most recent articles plus the ones listed in `alsoIds`, whatever their age. */
  async forRanking(options: { newest: number; alsoIds: number[]; textChars: number }): Promise<ArticleForRanking[]> {
    const rows: RankingRow[] = await this.articles.query(
      `SELECT id, title, excerpt, left(coalesce(short_md, '') || E'\\n' || content, $3) AS text, tags, category,
              word_count, (long_md IS NOT NULL AND btrim(long_md) <> '') AS has_long_form, featured, published_at
         FROM articles
        WHERE id IN (SELECT id FROM articles ORDER BY published_at DESC, id DESC LIMIT $1)
           OR id = ANY($2::int[])`,
      [options.newest, options.alsoIds, options.textChars],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      excerpt: row.excerpt,
      text: row.text,
      tags: (row.tags ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      category: row.category,
      wordCount: row.word_count,
      hasLongForm: row.has_long_form,
      featured: row.featured,
      publishedAt: row.published_at,
    }));
  }

  /** Title and excerpt of the articles with these ids, in no particular order; missing ids are left out. */
  headlines(ids: number[]): Promise<Pick<Article, 'id' | 'title' | 'excerpt'>[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.articles.find({ select: { id: true, title: true, excerpt: true }, where: { id: In(ids) } });
  }

  /** The newest articles published in [`from`, `to`), for a week without reading signals. */
  publishedBetween(from: Date, to: Date, limit: number): Promise<Pick<Article, 'id' | 'title' | 'excerpt'>[]> {
    return this.articles.find({
      select: { id: true, title: true, excerpt: true },
      where: { publishedAt: Between(from, to) },
      order: { publishedAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }
}
