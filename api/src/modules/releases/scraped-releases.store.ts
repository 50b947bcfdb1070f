import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { ReleaseView } from '../../shared/contracts/content';
import { ArtistDraft, ReleaseArtistsStore } from '../artists/release-artists.store';
import { Release } from './release.entity';
import {
  completeRelease,
  holdReleaseIntakeLock,
  insertListing,
  listingCandidates,
  releaseOfListing,
} from './release-listing-intake.store';
import { listingDay, normalisedListing, releaseFor } from './release-placement';

const SOURCE_MAX_CHARS = 100;

/** A release as a scraper found it; without a date it counts as out now. */
export type ScrapedRelease = Pick<ReleaseView, 'title' | 'artist' | 'linkUrl' | 'source' | 'type' | 'imageUrl'> & {
  releaseDate: Date | null;
  /** The item's free text (summary, dc:identifier, dc:relation) where identifiers may be written out. */
  identifierText?: string;
  /** Every link of the item: a MusicBrainz release-group link names the release. */
  links?: readonly string[];
};

/** A new release, a new listing of a known release, or a listing seen before. */
export type ReleaseWrite = 'added' | 'listed' | 'unchanged';

export interface StoredRelease {
  write: ReleaseWrite;
  /** The release the listing belongs to; null when the listing was stored before. */
  releaseId: number | null;
  artistId: number;
  artistCreated: boolean;
}

/**
 * Listings the release scraper brings in: each joins the release it lists
 * (found by the shared matcher among candidates read by index) or starts a new
 * one, and its artist is linked (through the artists' release-linking store),
 * all in one transaction. A listing is keyed by its source and link, so a
 * re-run writes nothing, and an editor's merge or split is never undone.
 */
@Injectable()
export class ScrapedReleasesStore {
  constructor(
    @InjectRepository(Release) private readonly releases: Repository<Release>,
    private readonly artists: ReleaseArtistsStore,
  ) {}

  /**
   * Stores a scraped listing and links its release to its artist (created
   * from `artist` when unknown). The artist's "Latest Project" follows their
   * newest release.
   */
  saveScraped(release: ScrapedRelease, artist: ArtistDraft): Promise<StoredRelease> {
    return this.releases.manager.transaction(async (manager) => {
      await holdReleaseIntakeLock(manager);
      const { artistId, created } = await this.artists.linkForRelease(manager, artist);
      const source = release.source.slice(0, SOURCE_MAX_CHARS);
      const stored = await releaseOfListing(manager, source, release.linkUrl);
      if (stored.listed) return { write: 'unchanged', releaseId: null, artistId, artistCreated: created };

      const date = release.releaseDate ?? new Date();
      const listing = {
        source,
        artist: release.artist,
        title: release.title,
        type: release.type,
        releaseDate: listingDay(date),
        url: release.linkUrl,
        text: release.identifierText,
        links: release.links,
      };
      const normalised = normalisedListing(listing);
      const known =
        stored.releaseId ?? releaseFor({ ...listing, id: 'new' }, await listingCandidates(manager, normalised, date));
      if (known) {
        await completeRelease(manager, known, {
          title: release.title,
          imageUrl: release.imageUrl,
          standard: normalised.edition === null,
        });
      }
      const releaseId = known ?? (await this.insertRelease(manager, release, date, artistId));
      await insertListing(
        manager,
        { releaseId, source, url: release.linkUrl, artist: release.artist, title: release.title, releaseDate: date },
        normalised,
      );
      if (known) return { write: 'listed', releaseId, artistId, artistCreated: created };
      const newest = await this.newestOf(manager, artistId);
      if (newest) await this.artists.showLatestProject(manager, artistId, newest);
      return { write: 'added', releaseId, artistId, artistCreated: created };
    });
  }

  /** A release of its own, titled as its first listing prints it. */
  private async insertRelease(
    manager: EntityManager,
    release: ScrapedRelease,
    date: Date,
    artistId: number,
  ): Promise<number> {
    const [row]: { id: number }[] = await manager.query(
      `INSERT INTO releases (title, artist, link_url, source, type, image_url, release_date, artist_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        release.title,
        release.artist,
        release.linkUrl,
        release.source.slice(0, SOURCE_MAX_CHARS),
        release.type,
        release.imageUrl,
        date,
        artistId,
      ],
    );
    return row.id;
  }

  private async newestOf(
    manager: EntityManager,
    artistId: number,
  ): Promise<{ title: string; linkUrl: string; imageUrl: string | null } | null> {
    const [row]: { title: string; link_url: string; image_url: string | null }[] = await manager.query(
      `SELECT title, link_url, image_url FROM releases WHERE artist_id = $1
        ORDER BY release_date DESC, id DESC LIMIT 1`,
      [artistId],
    );
    return row ? { title: row.title, linkUrl: row.link_url, imageUrl: row.image_url } : null;
  }
}
