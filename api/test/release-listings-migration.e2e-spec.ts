import type { Client } from 'pg';
import { MIGRATIONS } from '../src/database/migrations';
import { ReleaseListings1765700000000 } from '../src/database/migrations/1765700000000-ReleaseListings';
import { dropTestDatabase } from './support/test-database';
import { databaseBefore, migrate } from './support/migration-stage';

/**
 * Releases stored before listings existed: each becomes a release with one
 * listing, its own link from its own source, with the keys and identifiers
 * the scraper matches later listings by.
 */
/** Up to and including the migration under test: undoing the last of these undoes it, whatever comes after. */
const THROUGH_LISTINGS = MIGRATIONS.slice(0, MIGRATIONS.indexOf(ReleaseListings1765700000000) + 1);

describe('the migration to release listings', () => {
  let url: string;
  let db: Client;

  beforeAll(async () => {
    ({ url, db } = await databaseBefore('cypher_release_listings', ReleaseListings1765700000000));
    const insert = (title: string, artist: string, link: string, source: string, type: string) =>
      db.query(
        `INSERT INTO releases (title, artist, link_url, source, type, release_date)
         VALUES ($1, $2, $3, $4, $5, '2026-11-20T05:00:00Z')`,
        [title, artist, link, source, type],
      );
    await insert(
      'Velvet Trap (Deluxe)',
      'Lil Sable',
      'https://labelfeed.test/velvet-trap-deluxe',
      'Label Feed',
      'album',
    );
    await insert(
      'Salt & Saffron',
      'Odessa Reyes',
      'https://musicbrainz.org/release-group/5f2c9a3e-1d4b-4e8a-9c21-7b6d0e3f4a11',
      'MusicBrainz',
      'album',
    );
    await insert('North of Never', 'Amari Tenfold', '/search?q=Amari%20Tenfold', 'manual', 'single');
    await migrate(url, THROUGH_LISTINGS);
  });

  afterAll(async () => {
    await db?.end();
    if (url) await dropTestDatabase(url);
  });

  it('gives every release one listing of its own link, keyed for matching', async () => {
    const { rows } = await db.query(
      `SELECT r.title AS release, l.source, l.url, l.title, l.edition, l.release_group_mbid, l.artist_key, l.title_key,
              l.release_date = r.release_date AS same_date
         FROM release_listings l JOIN releases r ON r.id = l.release_id ORDER BY r.id`,
    );
    expect(rows).toEqual([
      {
        release: 'Velvet Trap (Deluxe)',
        source: 'Label Feed',
        url: 'https://labelfeed.test/velvet-trap-deluxe',
        title: 'Velvet Trap (Deluxe)',
        edition: 'Deluxe',
        release_group_mbid: null,
        artist_key: 'lil sable',
        title_key: 'velvet trap',
        same_date: true,
      },
      {
        release: 'Salt & Saffron',
        source: 'MusicBrainz',
        url: 'https://musicbrainz.org/release-group/5f2c9a3e-1d4b-4e8a-9c21-7b6d0e3f4a11',
        title: 'Salt & Saffron',
        edition: null,
        release_group_mbid: '5f2c9a3e-1d4b-4e8a-9c21-7b6d0e3f4a11',
        artist_key: 'odessa reyes',
        title_key: 'salt and saffron',
        same_date: true,
      },
      {
        release: 'North of Never',
        source: 'manual',
        url: '/search?q=Amari%20Tenfold',
        title: 'North of Never',
        edition: null,
        release_group_mbid: null,
        artist_key: 'amari tenfold',
        title_key: 'north of never',
        same_date: true,
      },
    ]);
  });

  it('counts the listings for the response cache and refuses a second copy of a source link', async () => {
    const { rows } = await db.query(
      `SELECT sum(row_delta)::int AS total FROM content_change_log WHERE table_name = 'release_listings'`,
    );
    expect(rows[0].total).toBe(3);
    await expect(
      db.query(
        `INSERT INTO release_listings (release_id, source, url, artist, title, artist_key, title_key, release_date)
         SELECT release_id, source, url, artist, title, artist_key, title_key, release_date FROM release_listings LIMIT 1`,
      ),
    ).rejects.toThrow(/release_listings_source_url/);
  });

  it('undoes cleanly, the releases kept', async () => {
    await migrate(url, THROUGH_LISTINGS, true);
    const tables = await db.query(`SELECT to_regclass('release_listings') AS listings`);
    expect(tables.rows[0].listings).toBeNull();
    const releases = await db.query(`SELECT count(*)::int AS count FROM releases`);
    expect(releases.rows[0].count).toBe(3);
    await migrate(url, MIGRATIONS);
  });
});
