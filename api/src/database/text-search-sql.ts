/**
 * The statement behind site search, the same for each searchable table (the
 * owning store runs it; this only writes SQL). Parameters: $1 the reader's
 * words as typed (a tsquery's text), $2 how many hits, $3 the ts_headline
 * options for snippets, $4 those for titles, $5 the words with their
 * spelling corrections (a tsquery's text; see SearchSpellingStore).
 *
 * Rows whose `search_vector` (weighted title > tags/names > the rest, see the
 * FullTextSearch migration) matches the corrected words are found; each is
 * scored so that a match of the words as typed comes before a match of a
 * correction only, then a match in the title (weight A) before one elsewhere,
 * then by ts_rank (normalised below 1, so it only orders within those
 * classes), and at equal score the newest first. Headlines are computed for
 * the hits alone, never for every match.
 *
 * A word found in most of the rows (a common word over 100,000 stories) would
 * have every match ranked; instead the 1,000 newest matches are
 * ranked, read newest first by the recency index when the word is common and
 * from the GIN index when it is rare (the planner chooses by the word's
 * frequency), so the cost stays flat as the table grows.
 */
export const RANKED_CANDIDATES = 1000;

export interface TextSearchShape {
  /** The table, as the owning store names it. */
  table: string;
  /** The column a hit's title is highlighted in. */
  titleColumn: string;
  /** Expression (over alias `t`) the snippet is cut from. */
  snippetSource: string;
  /** Columns (over alias `t`) the store reads for each hit. */
  select: string;
  /** The column (over alias `t`) that says how new a row is; one of the table's indexes orders by it, then id. */
  newest: string;
  /** The condition (over alias `t`) a row must meet to be found at all: readers search published rows only. */
  visible?: string;
}

export function textSearchSql(shape: TextSearchShape): string {
  // The tsqueries are written out where they are used, not read from a CTE: the planner must see the words to
  // estimate how many rows hold them and pick the recency index or the GIN index accordingly.
  const typed = `$1::tsquery`;
  const corrected = `$5::tsquery`;
  const visible = shape.visible ? ` AND ${shape.visible}` : '';
  return `
    WITH candidates AS (
      SELECT t.id, t.search_vector, ${shape.newest} AS newest
        FROM ${shape.table} t
       WHERE t.search_vector @@ ${corrected}${visible}
       ORDER BY ${shape.newest} DESC, t.id DESC
       LIMIT ${RANKED_CANDIDATES}
    ),
    scored AS (
      SELECT c.id, c.newest, c.search_vector @@ ${typed} AS as_typed,
             (c.search_vector @@ ${typed})::int * 4 + (ts_filter(c.search_vector, '{a}') @@ ${corrected})::int * 2
               + ts_rank(c.search_vector, ${corrected}, 32) AS rank
        FROM candidates c
    ),
    hits AS (
      SELECT id, rank, newest, as_typed FROM scored
       ORDER BY rank DESC, newest DESC, id DESC
       LIMIT $2
    )
    SELECT ${shape.select}, NOT hits.as_typed AS near_match,
           ts_headline('english', t.${shape.titleColumn}, ${corrected}, $4) AS title_headline,
           ts_headline('english', ${shape.snippetSource}, ${corrected}, $3) AS snippet_headline
      FROM hits JOIN ${shape.table} t ON t.id = hits.id
     ORDER BY hits.rank DESC, hits.newest DESC, t.id DESC`;
}

/** What every store's search answers per hit, besides its own columns. */
export interface TextSearchRow {
  id: number;
  near_match: boolean;
  title_headline: string;
  snippet_headline: string;
}

/** The parameters of textSearchSql, in order. */
export function textSearchParams(request: TextSearchRequest): unknown[] {
  return [request.typed, request.limit, request.snippetOptions, request.titleOptions, request.corrected];
}

export interface TextSearchRequest {
  /** The reader's words as a tsquery's text (the last one a prefix while they type). */
  typed: string;
  /** `typed` with each word's dictionary corrections OR-ed in. */
  corrected: string;
  limit: number;
  snippetOptions: string;
  titleOptions: string;
}
