/** SQL fragments several article stores share: column lists and conditions, naming no table. */

/** A timestamptz as Date#toISOString writes it, made by Postgres so no date is parsed in JS. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** hasLongFormBody in SQL: the body is more than its short version. */
export const HAS_LONG_FORM_SQL = `(btrim(content) <> '' AND btrim(content) IS DISTINCT FROM btrim(short_md))`;

/** The columns of a card, already named and typed as the answer sends them. */
export const CARD_COLUMNS = `id, title, excerpt, category, image_url AS "imageUrl", short_md AS "shortMd", word_count AS "wordCount",
  ${HAS_LONG_FORM_SQL} AS "hasLongForm", canonical_url AS "canonicalUrl", author, featured,
  ${iso('published_at')} AS "publishedAt", source, source_url AS "sourceUrl", is_ai_generated AS "isAiGenerated", tags,
  ${iso('created_at')} AS "createdAt", ${iso('updated_at')} AS "updatedAt", status,
  CASE WHEN publish_at IS NULL THEN NULL ELSE ${iso('publish_at')} END AS "publishAt", story_id AS "storyId"`;

/** The condition every public read of articles carries: readers see published stories only. */
export const PUBLISHED = `status = 'published'`;
