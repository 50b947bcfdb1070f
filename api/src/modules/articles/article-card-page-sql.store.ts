import { publishedRowCountSql } from '../../database/content-tables';
import { CURSOR_TIME_SQL, type KeysetRequest } from '../../http/keyset-cursor';
import { CARD_VIEW_COLUMNS, PUBLISHED, STORED_CARD_TEXT_COLUMNS } from './article-columns-sql';
import { filterConditions, filterParameters, type ArticleListFilters } from './article-list-filters';
import { storyLeadCondition, storySizeSql } from './article-story-sql.store';

/** The request of one page of cards: where it starts, how long it is, what narrows it. */
export type CardPageRequest = KeysetRequest & ArticleListFilters;

/**
 * One page of the public list as cards, and its total, in ONE statement (one
 * snapshot, one transaction, one round trip): Postgres builds the page's JSON
 * (json_agg over the card columns, dates already ISO strings), so no entity
 * is made and no row is transformed in Node. One row past the page says
 * whether another follows; `cursorAt` is each row's sort time for the cursor.
 * The named parameters (:limit, :category…) are bound by the caller.
 */
export function cardPageSql(request: CardPageRequest): { sql: string; parameters: Record<string, unknown> } {
  const conditions = [PUBLISHED, ...filterConditions(request, 'articles')];
  // One row per story: its lead among the articles the filters let through.
  if (request.group === 'story') conditions.push(storyLeadCondition(request, 'articles'));
  const narrowed = request.category || request.tag || request.q || request.group;
  // The total the filters leave (count over the filtered rows), else the exact published count kept by the triggers.
  const total = narrowed
    ? `(SELECT count(*)::int FROM articles WHERE ${conditions.join(' AND ')})`
    : `(${publishedRowCountSql('articles')})`;
  const pageConditions = request.after
    ? [...conditions, '(articles.published_at, articles.id) < (:afterAt::timestamptz, :afterId)']
    : conditions;
  const sql = `SELECT ${total} AS total,
      (SELECT coalesce(json_agg(card ORDER BY card."cursorAt" DESC, card.id DESC), '[]'::json) FROM (
        SELECT ${CARD_VIEW_COLUMNS}, ${storySizeSql('articles')} AS "storySize", ${STORED_CARD_TEXT_COLUMNS},
               ${CURSOR_TIME_SQL('articles.published_at')} AS "cursorAt"
          FROM articles WHERE ${pageConditions.join(' AND ')}
         ORDER BY articles.published_at DESC, articles.id DESC LIMIT :limit OFFSET :offset) AS card) AS items`;
  return {
    sql,
    parameters: {
      ...filterParameters(request),
      limit: request.limit + 1,
      offset: request.after ? 0 : request.offset,
      ...(request.after ? { afterAt: request.after.at, afterId: request.after.id } : {}),
    },
  };
}
