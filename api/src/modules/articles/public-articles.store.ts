import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { publishedRowCountSql } from '../../database/content-tables';
import type { Page } from '../../http/list-query.dto';
import { CURSOR_TIME_SQL, encodeCursor, type KeysetPage, type KeysetRequest } from '../../http/keyset-cursor';
import type { ArticleCard } from '../../shared/contracts/content';
import { cardPageSql, type CardPageRequest } from './article-card-page-sql.store';
import { toStoredCard, type ArticleCardRow, type ArticleDetailRow, type StoredCardRow } from './article-view';
import { CARD_COLUMNS, PUBLISHED } from './article-columns-sql';
import { filterConditions, filterParameters, type ArticleListFilters } from './article-list-filters';
import { alsoCoveredBySql, storyLeadCondition, storySizeSql } from './article-story-sql.store';
import { Article } from './article.entity';

/** The card's storySize, for a query over `articles` unaliased. */
const STORY_SIZE = `${storySizeSql('articles')} AS "storySize"`;

/**
 * What readers see of `articles`: published stories, as lists, cards, one
 * story's page and what to read next. Lists whose filters come from the
 * request are built with the query builder; answers read straight in their
 * JSON shape (cards, a page) are plain SQL.
 */
@Injectable()
export class PublicArticlesStore {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  /** Published stories newest first; the (published_at DESC, id DESC) index serves both the sort and the page. */
  async list(page: { limit: number; offset: number }): Promise<Page<Article>> {
    const [items, total] = await Promise.all([this.listQuery(page).getMany(), this.publishedCount()]);
    return { items, total };
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

  /** One page of cards, newest first, read in the answer's shape (no entity, no body). */
  async listCards(page: { limit: number; offset: number }): Promise<Page<ArticleCardRow>> {
    const [items, total] = await Promise.all([
      this.articles.query(
        `SELECT ${CARD_COLUMNS}, ${STORY_SIZE} FROM articles WHERE ${PUBLISHED} ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [page.limit, page.offset],
      ) as Promise<ArticleCardRow[]>,
      this.publishedCount(),
    ]);
    return { items, total };
  }

  /**
   * One published article with its bodies, its stored card texts and the
   * story's other reports, in the answer's shape and in one statement; null
   * when there is none.
   */
  async detailRow(id: number): Promise<ArticleDetailRow | null> {
    const rows: ArticleDetailRow[] = await this.articles.query(
      `SELECT ${CARD_COLUMNS}, ${STORY_SIZE}, content, slug, image_alt AS "imageAlt", seo_title AS "seoTitle",
              seo_description AS "seoDescription", revision,
              list_excerpt AS "listExcerpt", home_excerpt AS "homeExcerpt",
              ${alsoCoveredBySql('articles')} AS "alsoCoveredBy"
         FROM articles WHERE id = $1 AND ${PUBLISHED}`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * A page of the public list as cards (see cardPageSql): one statement, its
   * JSON built by Postgres, each card mapped by hand with no entity made.
   */
  async cardPage(request: CardPageRequest): Promise<KeysetPage<ArticleCard>> {
    const { sql, parameters } = cardPageSql(request);
    const [bound, values] = this.articles.manager.connection.driver.escapeQueryWithParameters(sql, parameters, {});
    const [row]: { total: number; items: (StoredCardRow & { cursorAt: string })[] }[] = await this.articles.query(
      bound,
      values,
    );
    const rows = row.items.slice(0, request.limit);
    const last = rows.length > 0 && row.items.length > request.limit ? rows[rows.length - 1] : null;
    const items = rows.map(({ cursorAt: _cursorAt, ...card }) => toStoredCard(card));
    return { items, total: row.total, nextCursor: last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null };
  }

  /**
   * A page of the newest-first list, by offset or after a cursor, narrowed to
   * a category, a tag or some words. After a cursor the row comparison walks the
   * (published_at DESC, id DESC) index from that row on, so page 1,000 reads
   * as few rows as page 1; one row past the page says whether another follows.
   */
  async listPage(request: KeysetRequest & ArticleListFilters): Promise<KeysetPage<Article>> {
    const query = this.listQuery({ limit: request.limit + 1, offset: request.after ? 0 : request.offset });
    const filtered = this.articles.createQueryBuilder('article').where(`article.${PUBLISHED}`);
    for (const target of [query, filtered]) {
      for (const condition of filterConditions(request, 'article')) target.andWhere(condition);
      // One row per story: its lead among the articles the filters let through.
      if (request.group === 'story') target.andWhere(storyLeadCondition(request, 'article'));
      target.setParameters(filterParameters(request));
    }
    if (request.after) {
      query.andWhere('(article.published_at, article.id) < (:afterAt::timestamptz, :afterId)', {
        afterAt: request.after.at,
        afterId: request.after.id,
      });
    }
    query.addSelect(CURSOR_TIME_SQL('article.published_at'), 'cursor_at');
    const narrowed = request.category || request.tag || request.q || request.group;
    const filteredCount = narrowed ? filtered.getCount() : this.publishedCount();
    const [{ entities, raw }, total] = await Promise.all([query.getRawAndEntities(), filteredCount]);
    const items = entities.slice(0, request.limit);
    const last = items.length > 0 && entities.length > request.limit ? items.length - 1 : -1;
    const nextCursor =
      last >= 0 ? encodeCursor({ at: (raw[last] as { cursor_at: string }).cursor_at, id: items[last].id }) : null;
    return { items, total, nextCursor };
  }

  /**
   * Stories to read after `article`: the newest of its category first, then the
   * newest of the rest, only the columns a link to them shows. Each story once,
   * by the report that leads it, and never the article's own story (its other
   * outlets are under 'Also covered by'). Two small index-ordered reads.
   */
  async readNext(article: Pick<Article, 'id' | 'category'>, limit: number): Promise<Article[]> {
    const newest = (sameCategory: boolean) =>
      this.articles
        .createQueryBuilder('article')
        .select(['article.id', 'article.title', 'article.category', 'article.imageUrl', 'article.publishedAt'])
        .where('article.id <> :id', { id: article.id })
        .andWhere(`article.${PUBLISHED}`)
        .andWhere('article.story_id <> (SELECT own.story_id FROM articles AS own WHERE own.id = :id)')
        .andWhere(storyLeadCondition({}, 'article'))
        .andWhere(`article.category ${sameCategory ? '=' : '<>'} :category`, { category: article.category })
        .orderBy('article.published_at', 'DESC')
        .addOrderBy('article.id', 'DESC')
        .limit(limit)
        .getMany();
    const [same, others] = await Promise.all([newest(true), newest(false)]);
    return [...same, ...others].slice(0, limit);
  }

  /** The exact number of published articles, what readers' lists count (see publishedRowCountSql). */
  private async publishedCount(): Promise<number> {
    const [row] = await this.articles.query(publishedRowCountSql('articles'));
    return Number(row?.total ?? 0);
  }
}
