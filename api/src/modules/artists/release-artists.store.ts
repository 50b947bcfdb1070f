import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A profile started from a scraped release, until an editor writes the real one. */
export interface ArtistDraft {
  name: string;
  musicbrainzId: string | null;
  description: string;
  shortBio: string;
  sourceUrl: string | null;
}

export interface LatestProject {
  title: string;
  linkUrl: string;
  imageUrl: string | null;
}

/**
 * The artists the release scraper links releases to, written inside the
 * release's own transaction (the caller's manager): found or created under
 * an advisory lock, and shown their latest project.
 */
@Injectable()
export class ReleaseArtistsStore {
  /**
   * The artist a release belongs to, found by MusicBrainz id or by name, and
   * created from `draft` when none exists. Runs in the caller's transaction: a
   * transaction-scoped advisory lock on the name keeps two workers from
   * creating the same artist twice (names carry no unique constraint).
   */
  async linkForRelease(manager: EntityManager, draft: ArtistDraft): Promise<{ artistId: number; created: boolean }> {
    const { name, musicbrainzId } = draft;
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
      `INSERT INTO artists (name, genre, description, musicbrainz_id, short_bio, source_url, scraped_at, status)
       VALUES ($1, 'Hip Hop', $2, $3, $4, $5, now(), 'published')
       ON CONFLICT (musicbrainz_id) DO UPDATE SET updated_at = artists.updated_at
       RETURNING id`,
      [name, draft.description, musicbrainzId, draft.shortBio, draft.sourceUrl],
    );
    return { artistId: created.id, created: true };
  }

  /** The artist's "Latest Project" shows `project`; a row already showing it is not written. */
  async showLatestProject(manager: EntityManager, artistId: number, project: LatestProject): Promise<void> {
    await manager.query(
      `UPDATE artists SET latest_project = $2, latest_project_url = $3,
              latest_project_image = COALESCE($4, latest_project_image), updated_at = now()
       WHERE id = $1 AND (latest_project, latest_project_url) IS DISTINCT FROM ($2::varchar, $3::text)`,
      [artistId, project.title, project.linkUrl, project.imageUrl],
    );
  }
}
