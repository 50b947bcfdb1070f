import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { ReleaseCandidate } from './release-parsing';

export type ReleaseWrite = 'added' | 'updated' | 'unchanged';

export interface StoredRelease {
  write: ReleaseWrite;
  artistCreated: boolean;
}

/**
 * Releases keyed by linkUrl; each is linked to an artists row, found by
 * MusicBrainz id or by name, and created as a draft when none exists.
 * A transaction-scoped advisory lock on the artist's name keeps two workers
 * from creating the same artist twice (names carry no unique constraint).
 */
@Injectable()
export class ReleaseStore {
  constructor(private readonly dataSource: DataSource) {}

  save(release: ReleaseCandidate, source: string): Promise<StoredRelease> {
    return this.dataSource.transaction(async (manager) => {
      const { artistId, created } = await this.linkArtist(manager, release, source);
      if (await this.sameReleaseElsewhere(manager, release, artistId))
        return { write: 'unchanged', artistCreated: created };
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
          source.slice(0, 100),
          release.type,
          release.imageUrl,
          release.releaseDate,
          artistId,
        ],
      );
      const write: ReleaseWrite = rows.length === 0 ? 'unchanged' : rows[0].inserted ? 'added' : 'updated';
      if (write !== 'unchanged') await this.updateLatestProject(manager, artistId);
      return { write, artistCreated: created };
    });
  }

  /**
   * The same record announced by two sources (a feed and MusicBrainz) has two
   * links; the first one stored stands for both, so readers never see it twice.
   */
  private async sameReleaseElsewhere(
    manager: EntityManager,
    release: ReleaseCandidate,
    artistId: number,
  ): Promise<boolean> {
    const [row] = await manager.query(
      `SELECT 1 FROM releases WHERE artist_id = $1 AND lower(title) = lower($2) AND link_url <> $3 LIMIT 1`,
      [artistId, release.title, release.linkUrl],
    );
    return Boolean(row);
  }

  private async linkArtist(
    manager: EntityManager,
    release: ReleaseCandidate,
    source: string,
  ): Promise<{ artistId: number; created: boolean }> {
    const { name, musicbrainzId } = release.primaryArtist;
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`artist:${name.toLowerCase()}`]);
    if (musicbrainzId) {
      const [byMbid] = await manager.query('SELECT id FROM artists WHERE musicbrainz_id = $1', [musicbrainzId]);
      if (byMbid) return { artistId: byMbid.id, created: false };
      // A row made earlier from a feed (no MBID yet) is the same artist: give it the id.
      const [byName] = await manager.query(
        'SELECT id FROM artists WHERE lower(name) = lower($1) AND musicbrainz_id IS NULL ORDER BY id LIMIT 1',
        [name],
      );
      if (byName) {
        await manager.query('UPDATE artists SET musicbrainz_id = $2, updated_at = now() WHERE id = $1', [
          byName.id,
          musicbrainzId,
        ]);
        return { artistId: byName.id, created: false };
      }
    } else {
      const [byName] = await manager.query('SELECT id FROM artists WHERE lower(name) = lower($1) ORDER BY id LIMIT 1', [
        name,
      ]);
      if (byName) return { artistId: byName.id, created: false };
    }
    const [created] = await manager.query(
      `INSERT INTO artists (name, genre, description, musicbrainz_id, short_bio, source_url, scraped_at, content_status)
       VALUES ($1, 'Hip Hop', $2, $3, $4, $5, now(), 'draft')
       ON CONFLICT (musicbrainz_id) DO UPDATE SET updated_at = artists.updated_at
       RETURNING id`,
      [name, draftDescription(release, source), musicbrainzId, draftShortBio(release), sourceUrlOf(release)],
    );
    return { artistId: created.id, created: true };
  }

  /** The artist's "Latest Project" follows their newest release. */
  private async updateLatestProject(manager: EntityManager, artistId: number): Promise<void> {
    await manager.query(
      `UPDATE artists a SET latest_project = r.title, latest_project_url = r.link_url,
              latest_project_image = COALESCE(r.image_url, a.latest_project_image), updated_at = now()
       FROM (SELECT title, link_url, image_url FROM releases WHERE artist_id = $1
             ORDER BY release_date DESC, id DESC LIMIT 1) r
       WHERE a.id = $1 AND (a.latest_project, a.latest_project_url) IS DISTINCT FROM (r.title, r.link_url)`,
      [artistId],
    );
  }
}

const TYPE_WORD: Record<ReleaseCandidate['type'], string> = {
  single: 'single',
  album: 'album',
  EP: 'EP',
  mixtape: 'mixtape',
};

/** Artists must have a description; a plain, true one until an editor writes the real bio. */
export function draftDescription(release: ReleaseCandidate, source: string): string {
  const when = release.releaseDate
    ? ` on ${release.releaseDate.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}`
    : '';
  const credit = release.artist === release.primaryArtist.name ? '' : ` (credited to ${release.artist})`;
  return `${release.primaryArtist.name} is a hip hop artist whose ${TYPE_WORD[release.type]} "${release.title}"${credit} came out${when}. This profile was started automatically from ${source} and is waiting for an editor's biography.`;
}

function draftShortBio(release: ReleaseCandidate): string {
  return `Latest ${TYPE_WORD[release.type]}: "${release.title}".`;
}

function sourceUrlOf(release: ReleaseCandidate): string | null {
  const id = release.primaryArtist.musicbrainzId;
  return id ? `https://musicbrainz.org/artist/${id}` : null;
}
