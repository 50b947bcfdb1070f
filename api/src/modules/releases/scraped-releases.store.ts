import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { ReleaseView } from '../../shared/contracts/content';
import { ArtistDraft, ReleaseArtistsStore } from '../artists/release-artists.store';
import { Release } from './release.entity';

const SOURCE_MAX_CHARS = 100;

/** A release as a scraper found it; without a date it counts as out now. */
export type ScrapedRelease = Omit<ReleaseView, 'id' | 'releaseDate' | 'artistId' | 'createdAt'> & {
  releaseDate: Date | null;
};

export type ReleaseWrite = 'added' | 'updated' | 'unchanged';

export interface StoredRelease {
  write: ReleaseWrite;
  artistId: number;
  artistCreated: boolean;
}

/**
 * Releases the release scraper brings in, keyed by their link and linked to
 * an artists row (through the artists' release-linking store) in one
 * transaction; the upsert is one ON CONFLICT statement, so a re-run writes
 * nothing.
 */
@Injectable()
export class ScrapedReleasesStore {
  constructor(
    @InjectRepository(Release) private readonly releases: Repository<Release>,
    private readonly artists: ReleaseArtistsStore,
  ) {}

  /**
   * Upserts a scraped release by its link and links it to its artist (created
   * from `artist` when unknown). Re-running with the same data writes nothing.
   * The artist's "Latest Project" follows their newest release.
   */
  saveScraped(release: ScrapedRelease, artist: ArtistDraft): Promise<StoredRelease> {
    return this.releases.manager.transaction(async (manager) => {
      const { artistId, created } = await this.artists.linkForRelease(manager, artist);
      if (await this.sameReleaseElsewhere(manager, release, artistId)) {
        return { write: 'unchanged', artistId, artistCreated: created };
      }
      const rows: { inserted: boolean }[] = await manager.query(
        `INSERT INTO releases (title, artist, link_url, source, type, image_url, release_date, artist_id)
         VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now()), $8)
         ON CONFLICT (link_url) DO UPDATE SET
           title = EXCLUDED.title, artist = EXCLUDED.artist, type = EXCLUDED.type,
           image_url = COALESCE(EXCLUDED.image_url, releases.image_url),
           release_date = CASE WHEN $7::timestamptz IS NULL THEN releases.release_date ELSE EXCLUDED.release_date END,
           artist_id = COALESCE(releases.artist_id, EXCLUDED.artist_id)
         WHERE (releases.title, releases.artist, releases.type) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.artist, EXCLUDED.type)
            OR (EXCLUDED.image_url IS NOT NULL AND releases.image_url IS DISTINCT FROM EXCLUDED.image_url)
            OR ($7::timestamptz IS NOT NULL AND releases.release_date IS DISTINCT FROM EXCLUDED.release_date)
            OR (releases.artist_id IS NULL AND EXCLUDED.artist_id IS NOT NULL)
         RETURNING (xmax = 0) AS inserted`,
        [
          release.title,
          release.artist,
          release.linkUrl,
          release.source.slice(0, SOURCE_MAX_CHARS),
          release.type,
          release.imageUrl,
          release.releaseDate,
          artistId,
        ],
      );
      const write: ReleaseWrite = rows.length === 0 ? 'unchanged' : rows[0].inserted ? 'added' : 'updated';
      if (write !== 'unchanged') {
        const newest = await this.newestOf(manager, artistId);
        if (newest) await this.artists.showLatestProject(manager, artistId, newest);
      }
      return { write, artistId, artistCreated: created };
    });
  }

  /**
   * The same record announced by two sources (a feed and MusicBrainz) has two
   * links; the first one stored stands for both, so readers never see it twice.
   */
  private async sameReleaseElsewhere(
    manager: EntityManager,
    release: ScrapedRelease,
    artistId: number,
  ): Promise<boolean> {
    const [row] = await manager.query(
      `SELECT 1 FROM releases WHERE artist_id = $1 AND lower(title) = lower($2) AND link_url <> $3 LIMIT 1`,
      [artistId, release.title, release.linkUrl],
    );
    return Boolean(row);
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
