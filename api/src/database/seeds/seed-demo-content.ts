import type { DataSource, EntityManager } from 'typeorm';
import { Article } from '../../modules/articles/article.entity';
import { ArtistSpotlight } from '../../modules/artists/artist-spotlight.entity';
import { Artist } from '../../modules/artists/artist.entity';
import { EventEntity } from '../../modules/events/event.entity';
import { Newsletter } from '../../modules/newsletters/newsletter.entity';
import { Release } from '../../modules/releases/release.entity';
import { ReleaseListing } from '../../modules/releases/release-listing.entity';
import { StreamingChart } from '../../modules/streaming-charts/streaming-chart.entity';
import { currentIsoWeek } from '../../shared/domain/iso-week';
import { cardExcerpts } from '../../shared/domain/excerpts';
import { buildDemoArticles } from './articles';
import { insertStoryCoverage } from './story-coverage';
import { seedMentions, seededSpotlightReason } from './artist-story';
import { buildDemoArtists, type DemoArtist } from './artists';
import type { SpotlightReason } from '../../shared/contracts/artist-story';
import { buildDemoEvents } from './events';
import { buildDemoNewsletters } from './newsletters';
import { buildDemoReleases } from './releases';
import { buildDemoListings } from './release-listings';
import { buildDemoStreamingChart } from './streaming-charts';

/**
 * Arbitrary but fixed: every process that seeds takes the same transaction-scoped
 * advisory lock, so two `npm start`s racing on an empty database seed once.
 */
const SEED_LOCK_KEY = 731_662_001;

/**
 * Seeds the demo content when the database holds no article yet, so a re-run
 * (or a second `npm start`) never doubles anything. Everything goes in one
 * transaction: a failure halfway leaves the database empty and the next start
 * tries again. Dates are relative to `now` so the site always looks current.
 */
export async function seedDemoContentIfEmpty(dataSource: DataSource, now: Date = new Date()): Promise<string> {
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);

    const [{ count }] = await manager.query('SELECT count(*)::int AS count FROM articles');
    if (count > 0) return `database already has ${count} articles, demo content not seeded`;

    const articles = buildDemoArticles(now);
    // Cut the card texts as the stores do on every save, so the demo's lists read them stored.
    const insertedArticles = await manager.insert(
      Article,
      articles.map((article) => ({ ...article, ...cardExcerpts(article) })),
    );
    const coverage = await insertStoryCoverage(manager, now);

    const week = currentIsoWeek(now);
    const demoArtists = buildDemoArtists(now).reverse();
    const artistIds = await insertArtists(manager, demoArtists);
    const releases = buildDemoReleases(now).map((release) => ({
      ...release,
      artistId: artistIds.get(release.artist) ?? null,
    }));
    const insertedReleases = await manager.insert(Release, releases);
    const listings = buildDemoListings(
      releases,
      insertedReleases.identifiers.map((identifier) => Number(identifier.id)),
    );
    await manager.insert(ReleaseListing, listings);

    const mentionDates = await seedMentions(
      manager,
      articles.map((article, index) => ({
        id: Number(insertedArticles.identifiers[index].id),
        publishedAt: article.publishedAt as Date,
        text: [article.title, article.excerpt, article.content, article.shortMd, article.tags]
          .filter(Boolean)
          .join('\n'),
      })),
      demoArtists.map((demo) => ({
        id: artistIds.get(demo.row.name)!,
        name: demo.row.name,
        aliases: demo.row.aliases,
      })),
    );
    const spotlightedThisWeek = await insertSpotlights(
      manager,
      demoArtists,
      artistIds,
      week,
      (artistName, spotlightWeek) => {
        const artistId = artistIds.get(artistName)!;
        const releaseDates = releases
          .filter((release) => release.artistId === artistId)
          .map((r) => r.releaseDate as Date);
        return seededSpotlightReason(spotlightWeek, releaseDates, mentionDates.get(artistId) ?? []);
      },
    );

    const events = buildDemoEvents(now);
    await manager.insert(EventEntity, events);
    const newsletters = buildDemoNewsletters(now);
    await manager.insert(Newsletter, newsletters);
    const chart = buildDemoStreamingChart(now);
    await manager.insert(StreamingChart, chart);

    return (
      `seeded demo content: ${articles.length} articles (and ${coverage} other outlets' reports of them), ${artistIds.size} artists ` +
      `(${spotlightedThisWeek} spotlighted for ${week}), ${releases.length} releases (${listings.length} listings), ${events.length} events, ` +
      `${newsletters.length} newsletters, ${chart.length} chart rows`
    );
  });
}

/**
 * Inserts the artists; returns their ids by name for linking releases. Lists sort newest first
 * (created_at, then id, and created_at is the same for the whole transaction), so the caller hands
 * the roster in reversed: this week's spotlight then leads the list.
 */
async function insertArtists(manager: EntityManager, demoArtists: DemoArtist[]): Promise<Map<string, number>> {
  const inserted = await manager.insert(
    Artist,
    demoArtists.map((demo) => demo.row),
  );
  return new Map(demoArtists.map((demo, index) => [demo.row.name, Number(inserted.identifiers[index].id)]));
}

/** The spotlight history, each pick with its reason; returns how many are in `week`. */
async function insertSpotlights(
  manager: EntityManager,
  demoArtists: DemoArtist[],
  idOf: Map<string, number>,
  week: string,
  reasonOf: (artistName: string, week: string) => SpotlightReason | null,
): Promise<number> {
  const spotlightRows: Pick<ArtistSpotlight, 'week' | 'artistId' | 'position' | 'reason'>[] = demoArtists.flatMap(
    (demo) =>
      demo.spotlights.map((spotlight) => ({
        ...spotlight,
        artistId: idOf.get(demo.row.name)!,
        reason: reasonOf(demo.row.name, spotlight.week),
      })),
  );
  await manager.insert(ArtistSpotlight, spotlightRows);
  return spotlightRows.filter((row) => row.week === week).length;
}
