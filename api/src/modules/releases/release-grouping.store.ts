import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Release } from './release.entity';
import { holdReleaseIntakeLock, insertListing } from './release-listing-intake.store';
import { listingDay, normalisedListing } from './release-placement';

export type MergeOutcome = 'merged' | 'no-target' | 'no-other';
export type SplitOutcome =
  { outcome: 'split'; releaseId: number } | { outcome: 'no-release' | 'no-listing' | 'only-listing' | 'link-taken' };

interface LockedRelease {
  id: number;
  title: string;
  artist: string;
  link_url: string;
  source: string;
  type: string;
  image_url: string | null;
  release_date: Date;
  artist_id: number | null;
}

/**
 * The desk's corrections of the scraper's grouping: two releases that are one
 * (merged, the other's listings moving over) and a listing that is a release of
 * its own (split out). Each runs in one transaction holding the scraper's
 * intake lock and the releases' rows, so a scrape landing meanwhile sees the
 * grouping before or after, never half, and never adds to a release just deleted.
 */
@Injectable()
export class ReleaseGroupingStore {
  constructor(@InjectRepository(Release) private readonly releases: Repository<Release>) {}

  /** Moves every listing of `otherId` into `targetId` and deletes `otherId`. */
  merge(targetId: number, otherId: number): Promise<MergeOutcome> {
    return this.releases.manager.transaction(async (manager) => {
      await holdReleaseIntakeLock(manager);
      const locked = await lockReleases(manager, [targetId, otherId]);
      const target = locked.find((release) => release.id === targetId);
      const other = locked.find((release) => release.id === otherId);
      if (!target) return 'no-target';
      if (!other) return 'no-other';
      // A release typed in by the desk has no listing yet: its own link becomes one, so no link is lost.
      await insertListing(manager, listingRowOf(other, targetId), normalisedListing(matchableOf(other)));
      await manager.query(`UPDATE release_listings SET release_id = $1 WHERE release_id = $2`, [targetId, otherId]);
      await manager.query(`DELETE FROM releases WHERE id = $1`, [otherId]);
      await manager.query(
        `UPDATE releases SET image_url = $2, artist_id = COALESCE(artist_id, $3)
          WHERE id = $1 AND (image_url IS NULL AND $2::text IS NOT NULL OR artist_id IS NULL AND $3::int IS NOT NULL)`,
        [targetId, target.image_url ?? other.image_url, other.artist_id],
      );
      return 'merged';
    });
  }

  /** Makes the listing a release of its own, with the type and artist of the release it leaves. */
  split(releaseId: number, listingId: number): Promise<SplitOutcome> {
    return this.releases.manager.transaction(async (manager) => {
      await holdReleaseIntakeLock(manager);
      const [release] = await lockReleases(manager, [releaseId]);
      if (!release) return { outcome: 'no-release' };
      const listings: { id: number; source: string; url: string; artist: string; title: string; release_date: Date }[] =
        await manager.query(
          `SELECT id, source, url, artist, title, release_date FROM release_listings WHERE release_id = $1 ORDER BY id`,
          [releaseId],
        );
      const listing = listings.find((row) => row.id === listingId);
      if (!listing) return { outcome: 'no-listing' };
      const staying = listings.find((row) => row.id !== listingId);
      if (!staying) return { outcome: 'only-listing' };
      if (release.link_url === listing.url) {
        // The release's own link leaves with the listing: the next listing becomes its link.
        await manager.query(`UPDATE releases SET link_url = $2, source = $3 WHERE id = $1`, [
          releaseId,
          staying.url,
          staying.source,
        ]);
      }
      const [created]: { id: number }[] = await manager.query(
        `INSERT INTO releases (title, artist, link_url, source, type, release_date, artist_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (link_url) DO NOTHING RETURNING id`,
        [
          listing.title,
          listing.artist,
          listing.url,
          listing.source,
          release.type,
          listing.release_date,
          release.artist_id,
        ],
      );
      if (!created) return { outcome: 'link-taken' };
      await manager.query(`UPDATE release_listings SET release_id = $1 WHERE id = $2`, [created.id, listingId]);
      return { outcome: 'split', releaseId: created.id };
    });
  }
}

async function lockReleases(manager: EntityManager, ids: number[]): Promise<LockedRelease[]> {
  return manager.query(
    `SELECT id, title, artist, link_url, source, type, image_url, release_date, artist_id
       FROM releases WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
}

function matchableOf(release: LockedRelease) {
  return {
    source: release.source,
    artist: release.artist,
    title: release.title,
    type: release.type,
    releaseDate: listingDay(release.release_date),
    url: release.link_url,
  };
}

function listingRowOf(release: LockedRelease, targetId: number) {
  return {
    releaseId: targetId,
    source: release.source,
    url: release.link_url,
    artist: release.artist,
    title: release.title,
    releaseDate: release.release_date,
  };
}
