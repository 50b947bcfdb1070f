/** SQL fragments several article stores share: column lists and conditions, naming no table. */

/** A timestamptz as Date#toISOString writes it, made by Postgres so no date is parsed in JS. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** hasLongFormBody in SQL: the body is more than its short version. */
export const HAS_LONG_FORM_SQL = `(btrim(content) <> '' AND btrim(content) IS DISTINCT FROM btrim(short_md))`;

/** The columns a card sends besides its texts, already named and typed as the answer sends them. */
export const CARD_VIEW_COLUMNS = `id, title, excerpt, category, image_url AS "imageUrl", word_count AS "wordCount",
  ${HAS_LONG_FORM_SQL} AS "hasLongForm", canonical_url AS "canonicalUrl", author, featured,
  ${iso('published_at')} AS "publishedAt", source, source_url AS "sourceUrl", is_ai_generated AS "isAiGenerated", tags,
  ${iso('created_at')} AS "createdAt", ${iso('updated_at')} AS "updatedAt", status,
  CASE WHEN publish_at IS NULL THEN NULL ELSE ${iso('publish_at')} END AS "publishAt", story_id AS "storyId"`;

/** The card's columns and the short markdown its texts are cut from. */
export const CARD_COLUMNS = `${CARD_VIEW_COLUMNS}, short_md AS "shortMd"`;

/**
 * The card texts as stored with the article, and the short markdown only for
 * a row whose texts were never stored (written by plain SQL), for the reader
 * to cut them.
 */
export const STORED_CARD_TEXT_COLUMNS = `list_excerpt AS "listExcerpt", home_excerpt AS "homeExcerpt",
  CASE WHEN list_excerpt IS NULL OR home_excerpt IS NULL THEN short_md END AS "uncutShortMd"`;

/** The condition every public read of articles carries: readers see published stories only. */
export const PUBLISHED = `status = 'published'`;
