import { MigrationInterface, QueryRunner } from 'typeorm';
import { addContentChangeTriggers, dropContentChangeTriggers } from './sql/content-change-triggers';

/**
 * The weekly chart built from real sources. `chart_sources` are the feeds it
 * reads (seeded once from CHART_SOURCES, then the admin's); `chart_songs` give
 * one song one id across weeks (ISRC where a source knows it, else the folded
 * artist and title); `chart_weeks` record each built week and the sources that
 * failed it; `streaming_charts` rows gain their week, song, run and provenance.
 * Rows without a week are the demo chart of before, shown until a week is built.
 */
export class WeeklyCharts1766300000000 implements MigrationInterface {
  name = 'WeeklyCharts1766300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE chart_sources (
      id serial PRIMARY KEY,
      name varchar(100) NOT NULL UNIQUE,
      kind varchar(20) NOT NULL,
      url text NOT NULL,
      format varchar(10) NOT NULL DEFAULT 'json',
      mapping jsonb NOT NULL DEFAULT '{}'::jsonb,
      weight double precision NOT NULL DEFAULT 1,
      enabled boolean NOT NULL DEFAULT true,
      last_fetched_at timestamptz,
      last_outcome text,
      last_status int,
      consecutive_failures int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE chart_source_seeding (
      seeded_at timestamptz NOT NULL DEFAULT now(),
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row)
    )`);
    await q.query(`CREATE TABLE chart_songs (
      id serial PRIMARY KEY,
      song_key varchar(400) NOT NULL UNIQUE,
      isrc varchar(12) UNIQUE,
      song_title varchar(300) NOT NULL,
      artist varchar(200) NOT NULL,
      artist_id int REFERENCES artists (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX chart_songs_by_artist ON chart_songs (artist_id)`);
    await q.query(`CREATE TABLE chart_weeks (
      week varchar(8) NOT NULL,
      genre varchar(50) NOT NULL DEFAULT 'hip-hop',
      failed_sources jsonb NOT NULL DEFAULT '[]'::jsonb,
      sources_read int NOT NULL DEFAULT 0,
      entries int NOT NULL DEFAULT 0,
      built_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (genre, week)
    )`);
    await addContentChangeTriggers(q, 'chart_weeks');
    await q.query(`ALTER TABLE streaming_charts
      ADD COLUMN week varchar(8),
      ADD COLUMN song_id int REFERENCES chart_songs (id) ON DELETE CASCADE,
      ADD COLUMN artist_id int REFERENCES artists (id) ON DELETE SET NULL,
      ADD COLUMN weeks_on_chart int,
      ADD COLUMN peak_position int,
      ADD COLUMN re_entry boolean NOT NULL DEFAULT false,
      ADD COLUMN sources jsonb NOT NULL DEFAULT '[]'::jsonb`);
    await q.query(`CREATE UNIQUE INDEX streaming_charts_week_position ON streaming_charts (genre, week, position)
      WHERE week IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX streaming_charts_week_song ON streaming_charts (genre, week, song_id)
      WHERE week IS NOT NULL`);
    await q.query(`CREATE INDEX streaming_charts_by_song ON streaming_charts (song_id, week)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM streaming_charts WHERE week IS NOT NULL`);
    await q.query(`ALTER TABLE streaming_charts DROP COLUMN week, DROP COLUMN song_id, DROP COLUMN artist_id,
      DROP COLUMN weeks_on_chart, DROP COLUMN peak_position, DROP COLUMN re_entry, DROP COLUMN sources`);
    await dropContentChangeTriggers(q, 'chart_weeks');
    await q.query(`DELETE FROM content_change_log WHERE table_name = 'chart_weeks'`);
    await q.query(`DROP TABLE chart_weeks`);
    await q.query(`DROP TABLE chart_songs`);
    await q.query(`DROP TABLE chart_source_seeding`);
    await q.query(`DROP TABLE chart_sources`);
  }
}
