import { MigrationInterface, QueryRunner } from 'typeorm';
import { normaliseListing } from '../../shared/domain/release-matching/release-listing';
import { addContentChangeTriggers, dropContentChangeTriggers } from './sql/content-change-triggers';

const LISTINGS = 'release_listings';

interface ReleaseRow {
  id: number;
  title: string;
  artist: string;
  link_url: string;
  source: string;
  type: string;
  release_date: Date;
}

/**
 * A `releases` row becomes the release (the group) and each source's copy of
 * it a listing: one album listed by a label, a store and MusicBrainz is one
 * release with three links, and a deluxe edition is a listing with its edition
 * named. The match keys (folded artist and title) and the identifiers are
 * indexed so the scraper finds a new listing's candidates without scanning.
 * Every existing release gets the listing of its own link; the change-log
 * triggers let the response cache drop a kept list when a link is added.
 */
export class ReleaseListings1765700000000 implements MigrationInterface {
  name = 'ReleaseListings1765700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ${LISTINGS} (
      id serial PRIMARY KEY,
      release_id int NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
      source varchar(100) NOT NULL,
      url text NOT NULL,
      artist varchar(200) NOT NULL,
      title varchar(300) NOT NULL,
      edition varchar(60),
      release_group_mbid uuid,
      gtin varchar(14),
      isrc varchar(12),
      artist_key text NOT NULL,
      title_key text NOT NULL,
      release_date timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT release_listings_source_url UNIQUE (source, url)
    )`);
    await q.query(`CREATE INDEX release_listings_by_release ON ${LISTINGS} (release_id, id)`);
    await q.query(
      `CREATE INDEX release_listings_by_mbid ON ${LISTINGS} (release_group_mbid) WHERE release_group_mbid IS NOT NULL`,
    );
    await q.query(`CREATE INDEX release_listings_by_gtin ON ${LISTINGS} (gtin) WHERE gtin IS NOT NULL`);
    await q.query(`CREATE INDEX release_listings_by_isrc ON ${LISTINGS} (isrc) WHERE isrc IS NOT NULL`);
    await q.query(`CREATE INDEX release_listings_by_key ON ${LISTINGS} (artist_key, title_key, release_date)`);

    const releases: ReleaseRow[] = await q.query(
      `SELECT id, title, artist, link_url, source, type, release_date FROM releases ORDER BY id`,
    );
    for (const release of releases) {
      const listing = normaliseListing({
        id: String(release.id),
        source: release.source,
        artist: release.artist,
        title: release.title,
        type: release.type,
        releaseDate: release.release_date.toISOString(),
        url: release.link_url,
      });
      await q.query(
        `INSERT INTO ${LISTINGS} (release_id, source, url, artist, title, edition, release_group_mbid, gtin, isrc,
           artist_key, title_key, release_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          release.id,
          release.source,
          release.link_url,
          release.artist,
          release.title,
          listing.edition,
          listing.identifiers.releaseGroupMbid ?? null,
          listing.identifiers.gtin ?? null,
          listing.identifiers.isrcs[0] ?? null,
          listing.artistKey,
          listing.titleKey,
          release.release_date,
        ],
      );
    }
    await addContentChangeTriggers(q, LISTINGS);
  }

  public async down(q: QueryRunner): Promise<void> {
    await dropContentChangeTriggers(q, LISTINGS);
    await q.query(`DELETE FROM content_change_log WHERE table_name = $1`, [LISTINGS]);
    await q.query(`DROP TABLE ${LISTINGS}`);
  }
}
