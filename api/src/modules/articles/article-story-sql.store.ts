import { filterConditions, type ArticleListFilters } from './article-list-filters';
import { PUBLISHED } from './article-columns-sql';

/*
 * SQL fragments about an article's story that read `articles` beyond the row
 * at hand: the public stores put them in their queries, and the entity's
 * storySize column is read with the first. They name the table, so they live
 * in a store file of the module that owns it.
 */

/** How many articles readers can see in the story of the row named `alias`, that row always included (one index probe on story_id). */
export function storySizeSql(alias: string): string {
  return `(SELECT count(*)::int FROM articles AS mate WHERE mate.story_id = ${alias}.story_id
             AND (mate.status = 'published' OR mate.id = ${alias}.id))`;
}

/**
 * The row named `alias` leads its story: no other published article of the
 * story that passes the same filters has a more complete body (more words),
 * or as complete a body published earlier. One probe of the story_id index per
 * row, so a page walks the newest-first index as the ungrouped list does, and
 * an article only a filter finds (a search hit) still shows, leading its story
 * there.
 */
export function storyLeadCondition(filters: ArticleListFilters, alias: string): string {
  const better = 'better';
  const sameFilters = filterConditions(filters, better)
    .map((condition) => ` AND ${condition}`)
    .join('');
  return `NOT EXISTS (SELECT 1 FROM articles AS ${better}
    WHERE ${better}.story_id = ${alias}.story_id AND ${better}.id <> ${alias}.id AND ${better}.${PUBLISHED}${sameFilters}
      AND (${better}.word_count > ${alias}.word_count
        OR (${better}.word_count = ${alias}.word_count
          AND (${better}.published_at, ${better}.id) < (${alias}.published_at, ${alias}.id))))`;
}

/**
 * The other published articles of the story of the row named `alias`, newest
 * first, as the page links to them (CoverageLink: the outlet's address, or
 * the article's page here), built as JSON by Postgres so the detail is one
 * statement.
 */
export function alsoCoveredBySql(alias: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('articleId', other.id, 'title', other.title,
      'source', other.source, 'url', COALESCE(other.source_url, '/article/' || other.id))
      ORDER BY other.published_at DESC, other.id DESC), '[]'::json)
    FROM articles AS other WHERE other.story_id = ${alias}.story_id AND other.id <> ${alias}.id AND other.${PUBLISHED})`;
}
