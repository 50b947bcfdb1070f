import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { returningRows } from '../../database/returning-rows';
import { cardExcerpts } from '../../shared/domain/excerpts';
import { articleWordCount } from '../../shared/domain/word-count';
import type { ArticleFields } from './articles.store';
import { Article } from './article.entity';

/** An article found by a scraper: keyed by its canonical URL, never featured, never AI-written. */
export type ScrapedArticle = Omit<
  ArticleFields,
  'featured' | 'isAiGenerated' | 'canonicalUrl' | 'status' | 'publishAt' | 'createdBy'
> & {
  canonicalUrl: string;
};

/**
 * Stories the news scraper brings in, keyed by the canonical URL they were
 * found at, and the desk's decision on the ones held for review. Both writes
 * are single statements (ON CONFLICT, a conditional UPDATE) so that two
 * workers, or a worker and an editor, never race.
 */
@Injectable()
export class ScrapedArticlesStore {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

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
   * unique index), answering the new article's id, or null when it was stored
   * already. An article already stored is left exactly as it is: editors may have
   * improved it since, and a re-run must change nothing. One atomic statement, so
   * two workers racing on the same URL still store it once.
   */
  async insertScraped(article: ScrapedArticle, status: 'published' | 'draft' = 'published'): Promise<number | null> {
    return (await insertScrapedRow(this.articles.manager, article, status, null))?.id ?? null;
  }

  /**
   * A scraped story waiting for review is decided: published (now) or
   * discarded. Discarded stories are archived, not deleted: the scraper keys
   * stories by canonical URL, so a deleted one would come back on its next
   * run. Null when the story is not a scraped draft.
   */
  async decideReview(id: number, decision: 'publish' | 'discard'): Promise<Article | null> {
    const set = decision === 'publish' ? `status = 'published', published_at = now()` : `status = 'archived'`;
    const rows = await returningRows(
      this.articles.manager,
      `UPDATE articles SET ${set}, updated_at = now()
        WHERE id = $1 AND status = 'draft' AND canonical_url IS NOT NULL RETURNING id`,
      [id],
    );
    return rows.length > 0 ? this.articles.findOneBy({ id }) : null;
  }
}

/**
 * The one INSERT of a scraped article, in story `storyId` or (null) in a story
 * of its own that the database starts in the same statement; null when its
 * canonical URL is stored already. Run by this store and, inside the story
 * assigner's transaction, by StoryAssignmentTx.
 */
export async function insertScrapedRow(
  runner: EntityManager,
  article: ScrapedArticle,
  status: 'published' | 'draft',
  storyId: number | null,
): Promise<{ id: number; storyId: number } | null> {
  const cut = cardExcerpts(article);
  const rows: { id: number; storyId: number }[] = await runner.query(
    `INSERT INTO articles (title, excerpt, content, category, image_url, short_md, word_count,
                           canonical_url, author, published_at, source, source_url, tags, status, story_id,
                           list_excerpt, home_excerpt)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     ON CONFLICT (canonical_url) WHERE canonical_url IS NOT NULL DO NOTHING
     RETURNING id, story_id AS "storyId"`,
    [
      article.title,
      article.excerpt,
      article.content,
      article.category,
      article.imageUrl,
      article.shortMd,
      articleWordCount(article),
      article.canonicalUrl,
      article.author,
      article.publishedAt,
      article.source,
      article.sourceUrl,
      article.tags,
      status,
      storyId,
      cut.listExcerpt,
      cut.homeExcerpt,
    ],
  );
  return rows[0] ?? null;
}
