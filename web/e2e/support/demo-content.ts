import { createRequire } from 'node:module';
import { mentionedArtistIds } from '@api/shared/domain/artist-mentions';
import { currentIsoWeek } from '@api/shared/domain/iso-week';
import type { ArticleRow, ArtistRow, ReleaseRow } from '../../../api/test/support/test-data';
import { clearContent, insertArticle, insertArtist, insertRelease, listLength, pool, spotlight, untilApi } from './db';

/** The seed's builders, from the build the browser tier runs against (the entities' decorators stay out of the web's types). */
const require = createRequire(import.meta.url);
const seeds = (name: string) => require(`../../../dist/api/src/database/seeds/${name}.js`) as Record<string, unknown>;
type Built<Row> = (now: Date) => Row[];
const buildDemoArticles = seeds('articles').buildDemoArticles as Built<ArticleRow>;
const buildDemoArtists = seeds('artists').buildDemoArtists as Built<{
  row: ArtistRow;
  spotlights: { week: string; position: number }[];
}>;
const buildDemoReleases = seeds('releases').buildDemoReleases as Built<ReleaseRow>;

/**
 * Puts the demo content that `npm run seed` writes (articles, artists with this
 * week's spotlight, releases) back in place of whatever an earlier spec left,
 * from the seed's own builders, so a spec can look at the site as a newcomer sees it.
 */
export async function restoreDemoContent(
  now = new Date(),
): Promise<{ articles: number; artists: number; releases: number }> {
  await clearContent();
  const articles = buildDemoArticles(now);
  for (const article of articles) await insertArticle(article);
  const artists = buildDemoArtists(now).reverse();
  const thisWeek = currentIsoWeek(now);
  const spotlighted: { id: number; position: number }[] = [];
  for (const { row, spotlights } of artists) {
    const id = await insertArtist(row);
    const current = spotlights.find((entry) => entry.week === thisWeek);
    if (current) spotlighted.push({ id, position: current.position });
  }
  await spotlight(
    thisWeek,
    spotlighted.sort((a, b) => a.position - b.position).map((entry) => entry.id),
  );
  const releases = buildDemoReleases(now);
  for (const release of releases) await insertRelease(release);
  await matchDemoMentions();
  await untilApi('/api/articles?limit=100', listLength(articles.length));
  await untilApi('/api/artists?limit=100', listLength(artists.length));
  await untilApi('/api/releases?limit=100', listLength(releases.length));
  return { articles: articles.length, artists: artists.length, releases: releases.length };
}

/** Which demo stories name which artists, by the rule the worker and the seed run. */
async function matchDemoMentions(): Promise<void> {
  const artists = (await pool.query('SELECT id, name, aliases FROM artists')).rows as {
    id: number;
    name: string;
    aliases: string[];
  }[];
  const stories = (
    await pool.query(
      `SELECT id, published_at, concat_ws(E'\\n', title, excerpt, content, short_md, tags) AS text FROM articles`,
    )
  ).rows as { id: number; published_at: Date; text: string }[];
  for (const story of stories) {
    for (const artistId of mentionedArtistIds(story.text, artists)) {
      await pool.query(
        'INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at) VALUES ($1, $2, $3)',
        [story.id, artistId, story.published_at],
      );
    }
  }
}
