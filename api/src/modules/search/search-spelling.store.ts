import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryPrepared } from '../../database/prepared-statement';
import type { PlainWords } from './query-words';

/** The reader's words as tsqueries' text: as typed, and with each word's corrections OR-ed in. */
export interface SpelledQuery {
  typed: string;
  corrected: string;
}

/**
 * A typo's budget is counted on the dictionary word: none below five letters,
 * one from five, two from nine. The lookup reads the buckets of words that
 * begin or end with the typed word's first or last two letters (one typo in
 * a word of five or more letters leaves one end whole), at a length within
 * two; the C Levenshtein sifts those (a swap costs it two), and the optimal
 * string alignment distance decides for the few left.
 */
const CORRECTIONS = `
  SELECT s.word
    FROM search_words s
    CROSS JOIN LATERAL (SELECT CASE WHEN length(s.word) >= 9 THEN 2 ELSE 1 END AS budget) b
   WHERE (left(s.word, 2) = left(t.word, 2) OR right(s.word, 2) = right(t.word, 2))
     AND length(s.word) BETWEEN greatest(length(t.word) - 2, 5) AND length(t.word) + 2
     AND abs(length(s.word) - length(t.word)) <= b.budget
     AND s.word <> t.word
     AND levenshtein_less_equal(t.word, s.word, 2 * b.budget) <= 2 * b.budget
     AND osa_distance(t.word, s.word) <= b.budget`;

/**
 * $1 the words, $2 whether the last is a prefix. Each word becomes the OR of
 * itself (as a prefix when asked) and its corrections; the words are AND-ed.
 * Corrections are only looked for in words of letters alone, four or more
 * (a shorter one is more than one typo from any five-letter word), and never
 * in a stop word: 'other' asks for nothing as typed, and its correction
 * 'others' (stemmed 'other') would ask for a word the stories it was typed to
 * find never index, so 'the other side' would find nothing.
 */
const SPELL_SQL = `
  WITH typed AS (
    SELECT u.word, u.ord, ($2::boolean AND u.ord = cardinality($1::text[])) AS prefix
      FROM unnest($1::text[]) WITH ORDINALITY AS u(word, ord)
  ),
  options AS (
    SELECT t.ord, true AS as_typed,
           CASE WHEN t.prefix THEN to_tsquery('english', quote_literal(t.word) || ':*')
                ELSE plainto_tsquery('english', t.word) END AS query
      FROM typed t
    UNION ALL
    SELECT t.ord, false, plainto_tsquery('english', c.word)
      FROM typed t CROSS JOIN LATERAL (${CORRECTIONS}) c
     WHERE t.word ~ '^[[:alpha:]]{4,}$' AND numnode(plainto_tsquery('english', t.word)) > 0
  ),
  per_word AS (
    SELECT ord,
           string_agg('(' || query::text || ')', ' | ') FILTER (WHERE as_typed) AS typed,
           string_agg('(' || query::text || ')', ' | ') AS corrected
      FROM options
     WHERE numnode(query) > 0
     GROUP BY ord
  )
  SELECT coalesce(string_agg('(' || typed || ')', ' & ' ORDER BY ord), '') AS typed,
         coalesce(string_agg('(' || corrected || ')', ' & ' ORDER BY ord), '') AS corrected
    FROM per_word`;

/** Websearch syntax, searched as written. */
const AS_WRITTEN_SQL = `SELECT websearch_to_tsquery('english', $1)::text AS typed, websearch_to_tsquery('english', $1)::text AS corrected`;

/** Turns a reader's words into the tsqueries site search runs, with the dictionary's corrections. */
@Injectable()
export class SearchSpellingStore {
  constructor(private readonly dataSource: DataSource) {}

  async spell(q: string, plain: PlainWords | null): Promise<SpelledQuery> {
    const [row] = plain
      ? await queryPrepared<SpelledQuery>(this.dataSource.manager, SPELL_SQL, [plain.words, plain.prefixLast])
      : await queryPrepared<SpelledQuery>(this.dataSource.manager, AS_WRITTEN_SQL, [q]);
    return row;
  }
}
