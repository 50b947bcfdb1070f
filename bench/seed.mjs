// Bench content, written by SQL in a few statements: 10,000 articles with
// markdown-sized bodies, 40 artists (5 spotlighted this ISO week), releases,
// events and newsletters. Sizes are close to what the real site serves.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The card texts every writer of the site stores with an article (see the StoredCardExcerpts migration), cut
 * by the built shared rules, so the bench reads what the site reads, not the fallback for rows written by SQL.
 */
async function cutCardTexts(client) {
  const { backfillCardTexts } = await import(join(root, 'dist/api/src/database/migrations/sql/card-texts-backfill.js'));
  await backfillCardTexts(async (sql, parameters) => (await client.query(sql, parameters)).rows, 2000);
}

export async function seedBenchContent(client, { articles = 10_000, week }) {
  const paragraph =
    'The cypher started in a basement in the Bronx and it never really stopped: every week a new voice steps ' +
    'into the circle, trades bars with the veterans and leaves with a little more of the culture than they brought. ';
  await client.query(
    `INSERT INTO articles (title, excerpt, content, short_md, category, image_url, word_count, author, featured, published_at, source, tags)
     SELECT 'Story ' || n || ': the producers rewriting the boom bap playbook',
            'How a new wave of beatmakers is pulling dusty samples into the streaming era, story ' || n || '.',
            '## Story ' || n || E'\\n\\n' || repeat($2, 6),
            '**Story ' || n || '.** ' || $2,
            (ARRAY['BREAKING','CULTURE','FEATURE','REVIEW'])[1 + n % 4],
            'https://images.example.test/articles/' || n || '.jpg', 420, 'The Cypher staff', n % 500 = 0,
            now() - make_interval(mins => n), 'The Cypher', 'boom bap,producers,sampling'
     FROM generate_series(1, $1) AS n`,
    [articles, paragraph],
  );
  await cutCardTexts(client);
  await client.query(
    `INSERT INTO artists (name, genre, description, short_bio, full_bio, location, status, social_links)
     SELECT 'Artist ' || n, (ARRAY['Boom bap','Trap','Drill','Conscious'])[1 + n % 4],
            'An MC with a notebook full of verses.', 'Short bio of artist ' || n || '.', repeat($1, 3),
            'Queens, NY', 'published', '{"instagram":"https://instagram.com/example"}'::jsonb
     FROM generate_series(1, 40) AS n`,
    [paragraph],
  );
  await client.query(
    `UPDATE artists SET is_spotlighted = true, spotlight_week = $1, spotlighted_at = now() WHERE id <= 5`,
    [week],
  );
  await client.query(
    `INSERT INTO artist_spotlights (week, artist_id, position) SELECT $1, id, id FROM artists WHERE id <= 5`,
    [week],
  );
  await client.query(
    `INSERT INTO releases (title, artist, link_url, source, type, image_url, release_date, artist_id)
     SELECT 'Release ' || n, 'Artist ' || (1 + n % 40), 'https://releases.example.test/' || n, 'bench',
            (ARRAY['album','single','mixtape'])[1 + n % 3], 'https://images.example.test/releases/' || n || '.jpg',
            now() - make_interval(hours => n), 1 + n % 40
     FROM generate_series(1, 300) AS n`,
  );
  await client.query(
    `INSERT INTO events (title, location, artists, event_date)
     SELECT 'Show ' || n, 'Venue ' || n || ', Brooklyn', 'Artist ' || (1 + n % 40), now() + make_interval(days => n - 10)
     FROM generate_series(1, 60) AS n`,
  );
  await client.query(
    `INSERT INTO newsletters (title, description, content, tags, published_at)
     SELECT 'Issue ' || n, 'The week in hip hop, issue ' || n, repeat($1, 4), '{weekly}', now() - make_interval(days => 7 * n)
     FROM generate_series(1, 20) AS n`,
    [paragraph],
  );
  // One known visitor session with its 8 recommendations, for the per-session read.
  await client.query(
    `INSERT INTO personalized_recommendations (session_id, article_id, recommendation_score, recommendation_reason, metadata)
     SELECT $1, id, 0.9 - row_number() OVER (ORDER BY id) / 100.0, 'Because you read about producers',
            '{"preferenceMatch": 0.8}'::jsonb
     FROM (SELECT id FROM articles ORDER BY published_at DESC LIMIT 8) newest`,
    [BENCH_RECOMMENDATION_SESSION],
  );
  await client.query('VACUUM ANALYZE');
}

export const BENCH_RECOMMENDATION_SESSION = 'session-1763683200000-benchrec';
