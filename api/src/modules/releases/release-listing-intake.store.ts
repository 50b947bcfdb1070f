import type { EntityManager } from 'typeorm';
import type { NormalisedListing } from '../../shared/domain/release-matching/release-listing';
import type { CandidateListing } from './release-placement';

/** Listings dated this many days apart can still be one release (the matcher's own tolerance). */
const CANDIDATE_DAYS = 3;

/**
 * Every intake of a scraped listing holds this transaction-scoped advisory
 * lock (arbitrary, fixed), so two worker replicas never both decide that the
 * same album is new: the second one sees the first one's release. The desk's
 * merges and splits hold it too, so an intake never adds a listing to a
 * release a merge has just folded away (or chooses among listings a split is moving).
 */
const RELEASE_INTAKE_LOCK = 731_662_033;

/** Waits for, then holds until the transaction ends, the right to change how listings are grouped. */
export async function holdReleaseIntakeLock(manager: EntityManager): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1)', [RELEASE_INTAKE_LOCK]);
}

/**
 * Whether this source's link is already a listing, and else which release
 * already carries the link as its own (one typed in by the desk): the new
 * listing belongs to it.
 */
export async function releaseOfListing(
  manager: EntityManager,
  source: string,
  url: string,
): Promise<{ listed: boolean; releaseId: number | null }> {
  const [listed] = await manager.query(`SELECT 1 FROM release_listings WHERE source = $1 AND url = $2`, [source, url]);
  if (listed) return { listed: true, releaseId: null };
  const [owner]: { id: number }[] = await manager.query(`SELECT id FROM releases WHERE link_url = $1`, [url]);
  return { listed: false, releaseId: owner?.id ?? null };
}

/**
 * The stored listings that could be the same release: the same MBID, barcode
 * or ISRC, or the same folded artist and title dated within days. Each arm is
 * served by its own index, so the cost follows the matches, never the table.
 * The matcher compares calendar days and `date` falls anywhere in its day, so
 * the range reaches a day further each way: a listing of the 13th at 05:00 is
 * a candidate for one of the 16th at 09:00.
 */
export function listingCandidates(
  manager: EntityManager,
  listing: NormalisedListing,
  date: Date,
): Promise<CandidateListing[]> {
  const { releaseGroupMbid, gtin, isrcs } = listing.identifiers;
  return manager.query(
    `SELECT l.release_id AS "releaseId", l.source, l.url, l.artist, l.title, r.type,
            l.release_group_mbid AS "releaseGroupMbid", l.gtin, l.isrc, l.release_date AS "releaseDate"
       FROM release_listings l JOIN releases r ON r.id = l.release_id
      WHERE l.release_group_mbid = $1::uuid OR l.gtin = $2 OR l.isrc = ANY($3::varchar[])
         OR (l.artist_key = $4 AND l.title_key = $5
             AND l.release_date BETWEEN $6::timestamptz - make_interval(days => $7 + 1) AND $6::timestamptz + make_interval(days => $7 + 1))
      ORDER BY l.release_id, l.id
      LIMIT 200`,
    [releaseGroupMbid ?? null, gtin ?? null, isrcs, listing.artistKey, listing.titleKey, date, CANDIDATE_DAYS],
  );
}

export interface ListingRow {
  releaseId: number;
  source: string;
  url: string;
  artist: string;
  title: string;
  releaseDate: Date;
}

/** A listing row; its (source, url) key makes a replica's second insert a no-op. */
export async function insertListing(
  manager: EntityManager,
  row: ListingRow,
  listing: NormalisedListing,
): Promise<void> {
  await manager.query(
    `INSERT INTO release_listings (release_id, source, url, artist, title, edition, release_group_mbid, gtin, isrc,
       artist_key, title_key, release_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (source, url) DO NOTHING`,
    [
      row.releaseId,
      row.source,
      row.url,
      row.artist.slice(0, 200),
      row.title.slice(0, 300),
      listing.edition?.slice(0, 60) ?? null,
      listing.identifiers.releaseGroupMbid ?? null,
      listing.identifiers.gtin ?? null,
      listing.identifiers.isrcs[0] ?? null,
      listing.artistKey,
      listing.titleKey,
      row.releaseDate,
    ],
  );
}

/**
 * What a new listing adds to its release: a cover where it had none, and the
 * standard edition's title where only an edition had been listed so far
 * ('Velvet Trap (Deluxe)' becomes 'Velvet Trap' once the album itself is listed).
 */
export async function completeRelease(
  manager: EntityManager,
  releaseId: number,
  listing: { title: string; imageUrl: string | null; standard: boolean },
): Promise<void> {
  await manager.query(
    `UPDATE releases r SET
       image_url = COALESCE(r.image_url, $2),
       title = CASE WHEN $4 AND editions_only THEN $3 ELSE r.title END
     FROM (SELECT EXISTS (SELECT 1 FROM release_listings WHERE release_id = $1)
                  AND NOT EXISTS (SELECT 1 FROM release_listings WHERE release_id = $1 AND edition IS NULL) AS editions_only) e
     WHERE r.id = $1
       AND ((r.image_url IS NULL AND $2::text IS NOT NULL) OR ($4 AND e.editions_only AND r.title <> $3))`,
    [releaseId, listing.imageUrl, listing.title.slice(0, 300), listing.standard],
  );
}
