import { MigrationInterface, QueryRunner } from 'typeorm';
import { addSearchWordTriggers, OSA_DISTANCE_FUNCTION, SEARCH_WORD_SOURCES } from './sql/search-words-sql';

/**
 * Search that forgives a typo: `search_words` is the dictionary of the words
 * readers search names by (artist names, release titles and artists, story
 * titles and tags, event titles and artists), each at least five letters
 * (shorter words allow no typo). Statement triggers add the words of every
 * insert and update, so no write path can forget them; a word is never taken
 * out, as a stale one only offers a correction that finds nothing.
 *
 * A typo is looked up by the first two letters or the last two, and the
 * length (two btree indexes), so a lookup reads a few small buckets, never
 * the whole dictionary;
 * fuzzystrmatch's levenshtein_less_equal (in C) sifts those, and
 * osa_distance (optimal string alignment, written here in plpgsql) counts a
 * swap of adjacent letters as one typo for the few that remain.
 */
export class SearchWords1765800000000 implements MigrationInterface {
  name = 'SearchWords1765800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    await q.query(`CREATE TABLE search_words (word text PRIMARY KEY)`);
    await q.query(`CREATE INDEX search_words_by_start ON search_words (left(word, 2), length(word))`);
    await q.query(`CREATE INDEX search_words_by_end ON search_words (right(word, 2), length(word))`);
    await q.query(OSA_DISTANCE_FUNCTION);
    await addSearchWordTriggers(q);
    for (const [table, columns] of Object.entries(SEARCH_WORD_SOURCES)) {
      await q.query(`INSERT INTO search_words (word)
        SELECT DISTINCT w FROM ${table}, search_words_in(concat_ws(' ', ${columns})) w
        ON CONFLICT DO NOTHING`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of Object.keys(SEARCH_WORD_SOURCES)) {
      await q.query(`DROP TRIGGER ${table}_search_words_insert ON ${table}`);
      await q.query(`DROP TRIGGER ${table}_search_words_update ON ${table}`);
    }
    await q.query(`DROP FUNCTION note_search_words()`);
    await q.query(`DROP FUNCTION search_words_in(text)`);
    await q.query(`DROP FUNCTION osa_distance(text, text)`);
    await q.query(`DROP TABLE search_words`);
  }
}
