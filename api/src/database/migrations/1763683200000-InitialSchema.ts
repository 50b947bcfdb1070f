import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole data model of spec section 3, plus what the product needs around it:
 * artist_spotlights (weekly history), visitor_sessions (Daily Visitors) and
 * scrape_sources (conditional GET memory). Every list sort and lookup has an index.
 */
export class InitialSchema1763683200000 implements MigrationInterface {
  name = 'InitialSchema1763683200000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);

    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) UNIQUE,
        username varchar(100) UNIQUE,
        password_hash text,
        is_admin boolean NOT NULL DEFAULT false,
        oidc_subject text UNIQUE,
        first_name varchar(100),
        last_name varchar(100),
        profile_image_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE sessions (
        sid varchar PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX idx_sessions_expire ON sessions (expire)`);

    await q.query(`
      CREATE TABLE subscriptions (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        phone_number varchar(40),
        interests text[] NOT NULL DEFAULT '{}',
        is_active boolean NOT NULL DEFAULT true,
        credit_program_participation boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_subscriptions_email_ci ON subscriptions (lower(email))`);
    await q.query(`CREATE INDEX idx_subscriptions_created ON subscriptions (created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE admin_stats (
        id serial PRIMARY KEY,
        total_subscribers integer NOT NULL DEFAULT 0,
        daily_visitors integer NOT NULL DEFAULT 0,
        credit_program_yes integer NOT NULL DEFAULT 0,
        credit_program_no integer NOT NULL DEFAULT 0,
        last_updated timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE visitor_sessions (
        session_id varchar(100) PRIMARY KEY,
        first_seen_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        page_views integer NOT NULL DEFAULT 0,
        last_path text
      )`);
    await q.query(`CREATE INDEX idx_visitor_sessions_last_seen ON visitor_sessions (last_seen_at)`);

    await q.query(`
      CREATE TABLE articles (
        id serial PRIMARY KEY,
        title varchar(300) NOT NULL,
        excerpt text NOT NULL,
        content text NOT NULL,
        category varchar(20) NOT NULL CHECK (category IN ('BREAKING', 'CULTURE', 'FEATURE', 'REVIEW')),
        image_url text,
        short_md text,
        long_md text,
        word_count integer NOT NULL DEFAULT 0,
        canonical_url text,
        author varchar(200),
        featured boolean NOT NULL DEFAULT false,
        published_at timestamptz NOT NULL DEFAULT now(),
        source varchar(200),
        source_url text,
        is_ai_generated boolean NOT NULL DEFAULT false,
        tags text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX uq_articles_canonical_url ON articles (canonical_url) WHERE canonical_url IS NOT NULL`,
    );
    await q.query(`CREATE INDEX idx_articles_published ON articles (published_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX idx_articles_featured_published ON articles (published_at DESC, id DESC) WHERE featured`,
    );
    await q.query(`CREATE INDEX idx_articles_category_published ON articles (category, published_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE artists (
        id serial PRIMARY KEY,
        name varchar(200) NOT NULL,
        genre varchar(100) NOT NULL,
        description text NOT NULL,
        image_url text,
        musicbrainz_id varchar(64) UNIQUE,
        short_bio text,
        full_bio text,
        location varchar(200),
        social_links jsonb NOT NULL DEFAULT '{}'::jsonb,
        latest_project varchar(300),
        latest_project_url text,
        latest_project_image text,
        scraped_at timestamptz,
        source_url text,
        is_spotlighted boolean NOT NULL DEFAULT false,
        spotlighted_at timestamptz,
        spotlight_week varchar(8),
        content_status varchar(20) NOT NULL DEFAULT 'draft',
        ai_generated boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_artists_created ON artists (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX idx_artists_name_ci ON artists (lower(name))`);
    await q.query(`CREATE INDEX idx_artists_spotlight_week ON artists (spotlight_week)`);

    await q.query(`
      CREATE TABLE artist_spotlights (
        id serial PRIMARY KEY,
        week varchar(8) NOT NULL,
        artist_id integer NOT NULL REFERENCES artists(id) ON DELETE CASCADE,
        position integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_artist_spotlights_week_artist UNIQUE (week, artist_id),
        CONSTRAINT uq_artist_spotlights_week_position UNIQUE (week, position)
      )`);
    await q.query(`CREATE INDEX idx_artist_spotlights_artist ON artist_spotlights (artist_id, week)`);

    await q.query(`
      CREATE TABLE releases (
        id serial PRIMARY KEY,
        title varchar(300) NOT NULL,
        artist varchar(200) NOT NULL,
        link_url text NOT NULL UNIQUE,
        source varchar(100) NOT NULL,
        type varchar(20) NOT NULL,
        image_url text,
        release_date timestamptz NOT NULL DEFAULT now(),
        artist_id integer REFERENCES artists(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_releases_release_date ON releases (release_date DESC, id DESC)`);
    await q.query(`CREATE INDEX idx_releases_artist_id ON releases (artist_id)`);

    await q.query(`
      CREATE TABLE events (
        id serial PRIMARY KEY,
        title varchar(300) NOT NULL,
        location varchar(300) NOT NULL,
        artists text NOT NULL,
        event_date timestamptz NOT NULL,
        tickets_available boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_events_event_date ON events (event_date, id)`);

    await q.query(`
      CREATE TABLE newsletters (
        id serial PRIMARY KEY,
        title varchar(300) NOT NULL,
        description text NOT NULL,
        content text NOT NULL,
        image_url text,
        tags text[] NOT NULL DEFAULT '{}',
        published_at timestamptz DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_newsletters_published ON newsletters (published_at DESC NULLS LAST, id DESC)`);

    await q.query(`
      CREATE TABLE user_preferences (
        id serial PRIMARY KEY,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        session_id varchar(100) NOT NULL UNIQUE,
        preferences jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE user_interactions (
        id serial PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        session_id varchar(100),
        article_id integer NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
        interaction_type varchar(30) NOT NULL,
        interaction_value double precision,
        metadata jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_user_interactions_session ON user_interactions (session_id, created_at DESC)`);
    await q.query(`CREATE INDEX idx_user_interactions_article ON user_interactions (article_id, created_at DESC)`);
    await q.query(`CREATE INDEX idx_user_interactions_created ON user_interactions (created_at DESC)`);

    await q.query(`
      CREATE TABLE personalized_recommendations (
        id serial PRIMARY KEY,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        session_id varchar(100) NOT NULL,
        article_id integer NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
        recommendation_score double precision NOT NULL,
        recommendation_reason text NOT NULL,
        ai_model varchar(100) NOT NULL DEFAULT 'gpt-4o-mini',
        metadata jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX idx_recommendations_session_score ON personalized_recommendations (session_id, recommendation_score DESC, id)`,
    );
    await q.query(`CREATE INDEX idx_recommendations_article ON personalized_recommendations (article_id)`);

    await q.query(`
      CREATE TABLE streaming_charts (
        id serial PRIMARY KEY,
        song_title varchar(300) NOT NULL,
        artist varchar(200) NOT NULL,
        position integer NOT NULL,
        total_score double precision NOT NULL,
        album varchar(300),
        image_url text,
        spotify_streams bigint,
        spotify_popularity integer,
        spotify_url text,
        spotify_id varchar(64),
        apple_music_url text,
        youtube_url text,
        billboard_rank integer,
        billboard_weeks_on_chart integer,
        genre varchar(50) NOT NULL DEFAULT 'hip-hop',
        is_new boolean NOT NULL DEFAULT false,
        previous_position integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_streaming_charts_position ON streaming_charts (genre, position)`);

    await q.query(`
      CREATE TABLE scrape_sources (
        url text PRIMARY KEY,
        kind varchar(20) NOT NULL,
        etag text,
        last_modified text,
        last_fetched_at timestamptz,
        last_outcome text
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'scrape_sources',
      'streaming_charts',
      'personalized_recommendations',
      'user_interactions',
      'user_preferences',
      'newsletters',
      'events',
      'releases',
      'artist_spotlights',
      'artists',
      'articles',
      'visitor_sessions',
      'admin_stats',
      'subscriptions',
      'sessions',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
