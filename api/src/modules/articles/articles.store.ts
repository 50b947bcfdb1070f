import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, Repository, SelectQueryBuilder } from 'typeorm';
import { ROW_COUNT_SQL, publishedRowCountSql } from '../../database/content-tables';
import { returningRows } from '../../database/returning-rows';
import { EntityStore } from '../../database/entity-store';
import { TextSearchRequest, TextSearchRow, textSearchParams, textSearchSql } from '../../database/text-search-sql';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import { applyAdminList, type AdminListShape } from '../../database/admin-list-sql';
import type { ArticleSort } from './dto/admin-article-list-query.dto';
import { CURSOR_TIME_SQL, encodeCursor, type KeysetPage, type KeysetRequest } from '../../http/keyset-cursor';
import type { StoryCardView } from '../../shared/contracts/artist-story';
import type { ArticleCategory } from '../../shared/domain/categories';
import type { PublicationStatus } from '../../shared/domain/publication-status';
import { articleWordCount } from '../../shared/domain/word-count';
import type { ArticleCardRow, ArticleDetailRow } from './article-view';
import { Article } from './article.entity';

/** A timestamptz as Date#toISOString writes it, made by Postgres so no date is parsed in JS. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** hasLongFormBody in SQL: the body is more than its short version. */
const HAS_LONG_FORM_SQL = `(btrim(content) <> '' AND btrim(content) IS DISTINCT FROM btrim(short_md))`;

/** The columns of a card, already named and typed as the answer sends them. */
const CARD_COLUMNS = `id, title, excerpt, category, image_url AS "imageUrl", short_md AS "shortMd", word_count AS "wordCount",
  ${HAS_LONG_FORM_SQL} AS "hasLongForm", canonical_url AS "canonicalUrl", author, featured,
  ${iso('published_at')} AS "publishedAt", source, source_url AS "sourceUrl", is_ai_generated AS "isAiGenerated", tags,
  ${iso('created_at')} AS "createdAt", ${iso('updated_at')} AS "updatedAt", status,
  CASE WHEN publish_at IS NULL THEN NULL ELSE ${iso('publish_at')} END AS "publishAt"`;

/** The condition every public read of articles carries: readers see published stories only. */
const PUBLISHED = `status = 'published'`;

/** The columns an editor or a scraper gives; id, timestamps and the word count are the store's. */
/** The columns a write sets; only a desk member's create names a writer (createdBy), never a scrape or an edit. */
export type ArticleFields = Omit<Article, 'id' | 'createdAt' | 'updatedAt' | 'wordCount' | 'createdBy'> & {
  createdBy?: string | null;
};

/** How the admin's list sorts and what its search looks in. */
const ADMIN_ARTICLE_LIST: AdminListShape<ArticleSort> = {
  sortColumns: {
    published: 'article.published_at',
    created: 'article.created_at',
    updated: 'article.updated_at',
    title: 'article.title',
    status: 'article.status',
  },
  defaultSort: 'published',
  searchColumns: ['article.title', 'article.author', 'article.source'],
  idColumn: 'article.id',
};

/** Which stories the admin's list shows. */
export interface ArticleStatusFilter {
  status?: PublicationStatus;
  /** Only stories a scraper brought in (they carry the canonical URL they were found at). */
  scrapedOnly?: boolean;
}

/** An article found by a scraper: keyed by its canonical URL, never featured, never AI-written. */
export type ScrapedArticle = Omit<
  ArticleFields,
  'featured' | 'isAiGenerated' | 'canonicalUrl' | 'status' | 'publishAt' | 'createdBy'
> & {
  canonicalUrl: string;
};

/** An article as artist matching reads it. */
export interface MentionSource {
  id: number;
  publishedAt: Date;
  /** Only a published story names anyone: lists of an artist's stories show readers' stories only. */
  published: boolean;
  text: string;
}

interface MentionSourceRow {
  id: number;
  published_at: Date;
  published: boolean;
  text: string;
}

const MENTION_SOURCE_SQL = `SELECT id, published_at, ${PUBLISHED} AS published,
  concat_ws(E'\n', title, excerpt, content, short_md, replace(coalesce(tags, ''), ',', E'\n')) AS text
  FROM articles`;

function toMentionSource(row: MentionSourceRow): MentionSource {
  return { id: row.id, publishedAt: row.published_at, published: row.published, text: row.text };
}

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

export interface ArticleSearchRow extends TextSearchRow {
  title: string;
  category: string;
  published_at: Date;
}

const ARTICLE_SEARCH_SQL = textSearchSql({
  table: 'articles',
  nameColumns: ['title'],
  titleColumn: 'title',
  // The body is cut before ts_headline reads it: a snippet comes from the opening 20,000 characters,
  // with the markdown's marks and link targets taken out so a snippet reads as text.
  snippetSource: `regexp_replace(regexp_replace(left(coalesce(nullif(t.content, ''), t.excerpt), 20000),
    '\\]\\([^)]*\\)', '', 'g'), '[*_#>\`|\\[\\]]+', '', 'g')`,
  select: 't.id, t.title, t.category, t.published_at',
  recency: 't.published_at DESC, t.id DESC',
  visible: `t.${PUBLISHED}`,
});

/**
 * The one place that reads and writes `articles`, for the API and the worker.
 * Every write derives word_count from the body with the shared rule, so an
 * edited, created or scraped article can never carry a stale count.
 */
/** What an email needs of a story: its link, words and picture (its own, or the artwork drawn from title and category). */
export type DigestHeadline = Pick<Article, 'id' | 'title' | 'excerpt' | 'imageUrl' | 'category'>;
const HEADLINE_FIELDS = { id: true, title: true, excerpt: true, imageUrl: true, category: true } as const;

@Injectable()
export class ArticlesStore extends EntityStore<Article, ArticleFields> {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {
    super(articles);
  }

  /** Published stories newest first; the (published_at DESC, id DESC) index serves both the sort and the page. */
  async list(page: { limit: number; offset: number }): Promise<Page<Article>> {
    const [items, total] = await Promise.all([this.listQuery(page).getMany(), this.publishedCount()]);
    return { items, total };
  }

  /**
   * The admin's list: every status (or one), optionally only the scrapers' stories, searched and sorted
   * (newest first unless asked otherwise, the (published_at DESC, id DESC) index's order).
   */
  async adminList(request: AdminListRequest<ArticleSort>, filter: ArticleStatusFilter): Promise<Page<Article>> {
    const [items, total] = await this.adminListQuery(request, filter).getManyAndCount();
    return { items, total };
  }

  /** The admin list's query, exposed so a spec can EXPLAIN exactly what the API runs. */
  adminListQuery(request: AdminListRequest<ArticleSort>, filter: ArticleStatusFilter): SelectQueryBuilder<Article> {
    const query = this.articles.createQueryBuilder('article');
    if (filter.status) query.andWhere('article.status = :status', { status: filter.status });
    if (filter.scrapedOnly) query.andWhere('article.canonical_url IS NOT NULL');
    return applyAdminList(query, ADMIN_ARTICLE_LIST, request);
  }

  /** One page of cards, newest first, read in the answer's shape (no entity, no body). */
  async listCards(page: { limit: number; offset: number }): Promise<Page<ArticleCardRow>> {
    const [items, total] = await Promise.all([
      this.articles.query(
        `SELECT ${CARD_COLUMNS} FROM articles WHERE ${PUBLISHED} ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [page.limit, page.offset],
      ) as Promise<ArticleCardRow[]>,
      this.publishedCount(),
    ]);
    return { items, total };
  }

  /** One published article with its bodies, in the answer's shape; null when there is none. */
  async detailRow(id: number): Promise<ArticleDetailRow | null> {
    const rows: ArticleDetailRow[] = await this.articles.query(
      `SELECT ${CARD_COLUMNS}, content FROM articles WHERE id = $1 AND ${PUBLISHED}`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The list's query, exposed so the scale test can EXPLAIN exactly what the API runs. */
  listQuery(page: { limit: number; offset: number }): SelectQueryBuilder<Article> {
    return this.articles
      .createQueryBuilder('article')
      .where(`article.${PUBLISHED}`)
      .orderBy('article.published_at', 'DESC')
      .addOrderBy('article.id', 'DESC')
      .limit(page.limit)
      .offset(page.offset);
  }

  /**
   * A page of the newest-first list, by offset or after a cursor, narrowed to
   * a category, a tag or some words. After a cursor the row comparison walks the
   * (published_at DESC, id DESC) index from that row on, so page 1,000 reads
   * as few rows as page 1; one row past the page says whether another follows.
   */
  async listPage(
    request: KeysetRequest & { category?: ArticleCategory; tag?: string; q?: string },
  ): Promise<KeysetPage<Article>> {
    const query = this.listQuery({ limit: request.limit + 1, offset: request.after ? 0 : request.offset });
    const filtered = this.articles.createQueryBuilder('article').where(`article.${PUBLISHED}`);
    for (const target of [query, filtered]) {
      if (request.category) target.andWhere('article.category = :category', { category: request.category });
      if (request.tag) {
        target.andWhere(
          `EXISTS (SELECT 1 FROM unnest(string_to_array(article.tags, ',')) AS tag WHERE lower(btrim(tag)) = lower(:tag))`,
          { tag: request.tag },
        );
      }
      // The weighted search_vector and its GIN index, read as site search reads them, so every story is looked at.
      if (request.q) target.andWhere(`article.search_vector @@ websearch_to_tsquery('english', :q)`, { q: request.q });
    }
    if (request.after) {
      query.andWhere('(article.published_at, article.id) < (:afterAt::timestamptz, :afterId)', {
        afterAt: request.after.at,
        afterId: request.after.id,
      });
    }
    query.addSelect(CURSOR_TIME_SQL('article.published_at'), 'cursor_at');
    const filteredCount = request.category || request.tag || request.q ? filtered.getCount() : this.publishedCount();
    const [{ entities, raw }, total] = await Promise.all([query.getRawAndEntities(), filteredCount]);
    const items = entities.slice(0, request.limit);
    const last = items.length > 0 && entities.length > request.limit ? items.length - 1 : -1;
    const nextCursor =
      last >= 0 ? encodeCursor({ at: (raw[last] as { cursor_at: string }).cursor_at, id: items[last].id }) : null;
    return { items, total, nextCursor };
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

  /** The exact number of published articles, what readers' lists count (see publishedRowCountSql). */
  async publishedCount(): Promise<number> {
    const [row] = await this.articles.query(publishedRowCountSql('articles'));
    return Number(row?.total ?? 0);
  }

  override findById(id: number): Promise<Article | null> {
    return this.detailQuery(id).getOne();
  }

  /**
   * Stories to read after `article`: the newest of its category first, then the newest of
   * the rest, only the columns a link to them shows. Two small index-ordered reads.
   */
  async readNext(article: Pick<Article, 'id' | 'category'>, limit: number): Promise<Article[]> {
    const newest = (sameCategory: boolean) =>
      this.articles
        .createQueryBuilder('article')
        .select(['article.id', 'article.title', 'article.category', 'article.imageUrl', 'article.publishedAt'])
        .where('article.id <> :id', { id: article.id })
        .andWhere(`article.${PUBLISHED}`)
        .andWhere(`article.category ${sameCategory ? '=' : '<>'} :category`, { category: article.category })
        .orderBy('article.published_at', 'DESC')
        .addOrderBy('article.id', 'DESC')
        .limit(limit)
        .getMany();
    const [same, others] = await Promise.all([newest(true), newest(false)]);
    return [...same, ...others].slice(0, limit);
  }

  /** A published article as an entity, as readers may see it; null otherwise. */
  findPublished(id: number): Promise<Article | null> {
    return this.detailQuery(id).andWhere(`article.${PUBLISHED}`).getOne();
  }

  /** What a published article's generated cover is drawn from (a few columns, by primary key); null when readers may not see it. */
  async publishedArtworkSource(id: number): Promise<Pick<Article, 'title' | 'category'> | null> {
    return this.articles.findOne({ select: { title: true, category: true }, where: { id, status: 'published' } });
  }

  /** Whether readers may see article `id`. */
  async isPublished(id: number): Promise<boolean> {
    return this.articles.existsBy({ id, status: 'published' });
  }

  /** Created or edited, the article's word count is derived from its body again. */
  protected override save(article: Article, repository: Repository<Article> = this.articles): Promise<Article> {
    article.wordCount = articleWordCount(article);
    return repository.save(article);
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
   * unique index), answering the new article's id, or null when it was stored
   * already. An article already stored is left exactly as it is: editors may have
   * improved it since, and a re-run must change nothing. One atomic statement, so
   * two workers racing on the same URL still store it once.
   */
  async insertScraped(article: ScrapedArticle, status: 'published' | 'draft' = 'published'): Promise<number | null> {
    const rows: { id: number }[] = await this.articles.query(
      `INSERT INTO articles (title, excerpt, content, category, image_url, short_md, word_count,
                             canonical_url, author, published_at, source, source_url, tags, status)
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
        articleWordCount(article),
        article.canonicalUrl,
        article.author,
        article.publishedAt,
        article.source,
        article.sourceUrl,
        article.tags,
        status,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /** The text matching reads for artist names: title, summary, body and tags. Null when missing. */
  async mentionSource(id: number): Promise<MentionSource | null> {
    const [row]: MentionSourceRow[] = await this.articles.query(`${MENTION_SOURCE_SQL} WHERE id = $1`, [id]);
    return row ? toMentionSource(row) : null;
  }

  /**
   * The next `limit` articles after id `afterId`, in id order, as matching
   * reads them; with `changedSince`, only those written at or after it.
   */
  async mentionSourcesAfter(
    afterId: number,
    limit: number,
    changedSince: Date | null = null,
  ): Promise<MentionSource[]> {
    const rows: MentionSourceRow[] = await this.articles.query(
      `${MENTION_SOURCE_SQL} WHERE id > $1 AND ($3::timestamptz IS NULL OR updated_at >= $3) ORDER BY id LIMIT $2`,
      [afterId, limit, changedSince],
    );
    return rows.map(toMentionSource);
  }

  /** Cards for these articles, in the order of `ids`; missing ones are left out. */
  async cards(ids: number[]): Promise<StoryCardView[]> {
    if (ids.length === 0) return [];
    const rows = await this.articles.find({
      select: { id: true, title: true, excerpt: true, category: true, imageUrl: true, publishedAt: true, source: true },
      where: { id: In(ids), status: 'published' },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids
      .map((id) => byId.get(id))
      .filter((row): row is Article => Boolean(row))
      .map((row) => ({
        id: row.id,
        title: row.title,
        excerpt: row.excerpt,
        category: row.category,
        imageUrl: row.imageUrl,
        publishedAt: row.publishedAt.toISOString(),
        source: row.source,
      }));
  }

  /** The newest other articles sharing a tag with article `id` (tags compared trimmed, in any case). */
  async idsSharingTags(id: number, options: { exclude: number[]; limit: number }): Promise<number[]> {
    const rows: { id: number }[] = await this.articles.query(
      `WITH mine AS (
         SELECT array_agg(DISTINCT lower(btrim(tag))) FILTER (WHERE btrim(tag) <> '') AS tags
           FROM articles, unnest(string_to_array(coalesce(tags, ''), ',')) AS tag WHERE id = $1
       )
       SELECT a.id FROM articles a, mine
        WHERE mine.tags IS NOT NULL AND a.id <> $1 AND a.id <> ALL($2::int[]) AND a.${PUBLISHED}
          AND a.tags IS NOT NULL
          AND EXISTS (SELECT 1 FROM unnest(string_to_array(a.tags, ',')) AS tag WHERE lower(btrim(tag)) = ANY(mine.tags))
        ORDER BY a.published_at DESC, a.id DESC
        LIMIT $3`,
      [id, options.exclude, options.limit],
    );
    return rows.map((row) => row.id);
  }

  /** The `newest` most recent articles plus the ones listed in `alsoIds`, whatever their age. */
  async forRanking(options: { newest: number; alsoIds: number[]; textChars: number }): Promise<ArticleForRanking[]> {
    const rows: RankingRow[] = await this.articles.query(
      `SELECT id, title, excerpt, left(coalesce(short_md, '') || E'\\n' || content, $3) AS text, tags, category,
              word_count, ${HAS_LONG_FORM_SQL} AS has_long_form, featured, published_at
         FROM articles
        WHERE ${PUBLISHED}
          AND (id IN (SELECT id FROM articles WHERE ${PUBLISHED} ORDER BY published_at DESC, id DESC LIMIT $1)
               OR id = ANY($2::int[]))`,
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

  /** Title, excerpt and picture of the articles with these ids, in no particular order; missing ids are left out. */
  headlines(ids: number[]): Promise<DigestHeadline[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.articles.find({
      select: HEADLINE_FIELDS,
      where: { id: In(ids), status: 'published' },
    });
  }

  /** The newest articles published in [`from`, `to`), for a week without reading signals. */
  publishedBetween(from: Date, to: Date, limit: number): Promise<DigestHeadline[]> {
    return this.articles.find({
      select: HEADLINE_FIELDS,
      where: { publishedAt: Between(from, to), status: 'published' },
      order: { publishedAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /**
   * A scheduled story goes out: published, stamped with the moment it went
   * out. Only while it is still scheduled for exactly `publishAt`, so a job
   * left behind by a reschedule, an unpublish or an earlier run changes
   * nothing. True when this call published it.
   */
  async publishScheduled(id: number, publishAt: Date): Promise<boolean> {
    const rows = await returningRows(
      this.articles.manager,
      `UPDATE articles SET status = 'published', published_at = now(), publish_at = NULL, updated_at = now()
        WHERE id = $1 AND status = 'scheduled' AND publish_at = $2 RETURNING id`,
      [id, publishAt],
    );
    return rows.length > 0;
  }

  /** Every scheduled story whose time has come goes out at once (the worker's sweep); their ids. */
  async publishOverdue(): Promise<number[]> {
    const rows = await returningRows<{ id: number }>(
      this.articles.manager,
      `UPDATE articles SET status = 'published', published_at = now(), publish_at = NULL, updated_at = now()
        WHERE status = 'scheduled' AND publish_at <= now() RETURNING id`,
      [],
    );
    return rows.map((row) => row.id);
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
    return rows.length > 0 ? this.findById(id) : null;
  }

  /** Site search over stories: title, tags, excerpt and body (see textSearchSql). */
  search(request: TextSearchRequest): Promise<ArticleSearchRow[]> {
    return this.articles.query(ARTICLE_SEARCH_SQL, textSearchParams(request));
  }
}
