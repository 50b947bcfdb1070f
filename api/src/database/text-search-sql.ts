/**
 * The statement behind site search, the same for each searchable table (the
 * owning store runs it; this only writes SQL). Parameters: $1 the reader's
 * words, $2 how many hits, $3 the ts_headline options for snippets, $4 those
 * for titles, $5 whether a similar spelling may count (pg_trgm).
 *
 * Hits come in two tiers: first the rows whose `search_vector` (weighted
 * title > tags/names > the rest, see the FullTextSearch migration) matches
 * websearch_to_tsquery, ranked by ts_rank; then, only while there are fewer
 * than $2 of those, rows whose names are spelt like the words
 * (word_similarity over the trigram indexes), so 'kendric' finds Kendrick.
 * Headlines are computed for the hits alone, never for every match.
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
  /** Columns a similar spelling is looked for in (each has a gin_trgm_ops index). */
  nameColumns: string[];
  /** The column a hit's title is highlighted in. */
  titleColumn: string;
  /** Expression (over alias `t`) the snippet is cut from. */
  snippetSource: string;
  /** Columns (over alias `t`) the store reads for each hit. */
  select: string;
  /** Newest first (over alias `t`), as one of the table's indexes orders it. */
  recency: string;
  /** The condition (over alias `t`) a row must meet to be found at all: readers search published rows only. */
  visible?: string;
}

export function textSearchSql(shape: TextSearchShape): string {
  const similarity = shape.nameColumns.map((column) => `word_similarity($1, t.${column})`).join(', ');
  const similarSpelling = shape.nameColumns.map((column) => `$1 <% t.${column}`).join(' OR ');
  // The tsquery is written out where it is used, not read from a CTE: the planner must see the words to
  // estimate how many rows hold them and pick the recency index or the GIN index accordingly.
  const words = `websearch_to_tsquery('english', $1)`;
  const visible = shape.visible ? ` AND ${shape.visible}` : '';
  return `
    WITH candidates AS (
      SELECT t.id, t.search_vector
        FROM ${shape.table} t
       WHERE t.search_vector @@ ${words}${visible}
       ORDER BY ${shape.recency}
       LIMIT ${RANKED_CANDIDATES}
    ),
    matches AS (
      SELECT c.id, ts_rank(c.search_vector, ${words}) AS rank, 1 AS tier
        FROM candidates c
       ORDER BY rank DESC, c.id DESC
       LIMIT $2
    ),
    near AS (
      SELECT t.id, greatest(${similarity}) AS rank, 2 AS tier
        FROM ${shape.table} t
       WHERE $5::boolean AND (SELECT count(*) FROM matches) < $2
         AND (${similarSpelling})${visible}
         AND t.id NOT IN (SELECT id FROM matches)
       ORDER BY rank DESC, t.id DESC
       LIMIT $2
    ),
    hits AS (
      SELECT id, rank, tier FROM matches
      UNION ALL
      SELECT id, rank, tier FROM near
      ORDER BY tier, rank DESC, id DESC
      LIMIT $2
    )
    SELECT ${shape.select}, hits.tier = 2 AS near_match,
           ts_headline('english', t.${shape.titleColumn}, ${words}, $4) AS title_headline,
           ts_headline('english', ${shape.snippetSource}, ${words}, $3) AS snippet_headline
      FROM hits JOIN ${shape.table} t ON t.id = hits.id
     ORDER BY hits.tier, hits.rank DESC, t.id DESC`;
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
  return [request.words, request.limit, request.snippetOptions, request.titleOptions, request.allowNearSpelling];
}

export interface TextSearchRequest {
  words: string;
  limit: number;
  snippetOptions: string;
  titleOptions: string;
  allowNearSpelling: boolean;
}
