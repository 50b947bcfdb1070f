import type { QueryRunner } from 'typeorm';

/** The columns (as SQL over the row) each table gives the spelling dictionary. */
export const SEARCH_WORD_SOURCES: Record<string, string> = {
  articles: 'title, tags',
  artists: 'name',
  releases: 'title, artist',
  events: 'title, artists',
};

/**
 * Optimal string alignment distance: Levenshtein's insertions, deletions and
 * substitutions plus a swap of two adjacent letters as one edit, so
 * 'kendirck' is one typo from 'kendrick' (Levenshtein says two).
 */
export const OSA_DISTANCE_FUNCTION = `
  CREATE FUNCTION osa_distance(a text, b text) RETURNS int
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
  DECLARE
    la int := length(a);
    lb int := length(b);
    w int := length(b) + 1;
    d int[];
    cost int;
  BEGIN
    IF la = 0 OR lb = 0 THEN RETURN greatest(la, lb); END IF;
    -- The (la+1) x (lb+1) table, row-major: cell (i, j) is d[i * w + j + 1].
    d := array_fill(0, ARRAY[(la + 1) * w]);
    FOR i IN 0..la LOOP d[i * w + 1] := i; END LOOP;
    FOR j IN 0..lb LOOP d[j + 1] := j; END LOOP;
    FOR i IN 1..la LOOP
      FOR j IN 1..lb LOOP
        cost := CASE WHEN substr(a, i, 1) = substr(b, j, 1) THEN 0 ELSE 1 END;
        d[i * w + j + 1] := least(d[(i - 1) * w + j + 1] + 1, d[i * w + j] + 1, d[(i - 1) * w + j] + cost);
        IF i > 1 AND j > 1 AND substr(a, i, 1) = substr(b, j - 1, 1) AND substr(a, i - 1, 1) = substr(b, j, 1) THEN
          d[i * w + j + 1] := least(d[i * w + j + 1], d[(i - 2) * w + j - 1] + 1);
        END IF;
      END LOOP;
    END LOOP;
    RETURN d[la * w + lb + 1];
  END $$`;

/** The dictionary words of a text: lower-cased runs of letters, five or more (shorter ones allow no typo). */
const WORDS_IN_FUNCTION = `
  CREATE FUNCTION search_words_in(source text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT DISTINCT w FROM regexp_split_to_table(lower(source), '[^[:alpha:]]+') w WHERE length(w) >= 5
  $$`;

/**
 * One statement trigger per write reads the statement's rows once (a bulk
 * insert of 100,000 stories adds their words in one INSERT). The columns come
 * from the trigger's argument, so one function serves every table.
 */
const NOTE_FUNCTION = `
  CREATE FUNCTION note_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    EXECUTE format(
      'INSERT INTO search_words (word) SELECT DISTINCT w FROM written_rows, search_words_in(concat_ws('' '', %s)) w
       ON CONFLICT DO NOTHING', TG_ARGV[0]);
    RETURN NULL;
  END $$`;

export async function addSearchWordTriggers(q: QueryRunner): Promise<void> {
  await q.query(WORDS_IN_FUNCTION);
  await q.query(NOTE_FUNCTION);
  for (const [table, columns] of Object.entries(SEARCH_WORD_SOURCES)) {
    for (const event of ['insert', 'update']) {
      await q.query(`CREATE TRIGGER ${table}_search_words_${event} AFTER ${event.toUpperCase()} ON ${table}
        REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT
        EXECUTE FUNCTION note_search_words('${columns}')`);
    }
  }
}
