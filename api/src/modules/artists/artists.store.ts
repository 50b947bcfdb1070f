import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { Page } from '../../http/list-query.dto';
import { SPOTLIGHT_SIZE } from '../../shared/domain/spotlight';
import { ArtistSpotlight } from './artist-spotlight.entity';
import { Artist } from './artist.entity';

export type ArtistFields = Omit<Artist, 'id' | 'createdAt' | 'updatedAt'>;

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
 * The one place that reads and writes `artists` and `artist_spotlights`, for
 * the API and the worker. The release scraper links releases to artists
 * through it, inside the release's own transaction.
 */
@Injectable()
export class ArtistsStore {
  constructor(
    @InjectRepository(Artist) private readonly artists: Repository<Artist>,
    @InjectRepository(ArtistSpotlight) private readonly spotlights: Repository<ArtistSpotlight>,
  ) {}

  async list(page: { limit: number; offset: number }): Promise<Page<Artist>> {
    const [items, total] = await this.artists.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: page.limit,
      skip: page.offset,
    });
    return { items, total };
  }

  /** The artists of one ISO week, in the order they were picked. */
  async spotlightOf(week: string): Promise<Artist[]> {
    const rows = await this.spotlights.find({
      where: { week },
      relations: { artist: true },
      order: { position: 'ASC' },
      take: SPOTLIGHT_SIZE,
    });
    return rows.map((row) => row.artist).filter((artist): artist is Artist => Boolean(artist));
  }

  /** Artists featured in `week`: its spotlight rows, or an artist row that names the week. */
  async countFeaturedIn(week: string): Promise<number> {
    const [row]: { featured: number }[] = await this.artists.query(
      `SELECT count(*)::int AS featured FROM artists a
        WHERE a.spotlight_week = $1
           OR EXISTS (SELECT 1 FROM artist_spotlights s WHERE s.artist_id = a.id AND s.week = $1)`,
      [week],
    );
    return row.featured;
  }

  findById(id: number): Promise<Artist | null> {
    return this.artists.findOneBy({ id });
  }

  create(fields: Partial<ArtistFields>): Promise<Artist> {
    return this.artists.save(this.artists.create(fields));
  }

  /** Applies `changes`; null when the artist does not exist. */
  async update(id: number, changes: Partial<ArtistFields>): Promise<Artist | null> {
    const existing = await this.findById(id);
    return existing ? this.artists.save(this.artists.merge(existing, changes)) : null;
  }

  /** False when there was nothing to delete. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.artists.delete({ id });
    return Boolean(affected);
  }

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
      `INSERT INTO artists (name, genre, description, musicbrainz_id, short_bio, source_url, scraped_at, content_status)
       VALUES ($1, 'Hip Hop', $2, $3, $4, $5, now(), 'draft')
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

  /**
   * Runs `work` in one transaction holding the week's advisory lock, so two
   * runs for the same week (on two workers) happen one after the other.
   */
  withSpotlightWeek<T>(week: string, work: (spotlight: SpotlightWeek) => Promise<T>): Promise<T> {
    return this.artists.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`spotlight:${week}`]);
      return work(new SpotlightWeek(manager, week));
    });
  }
}

export interface SpotlightPick {
  artistId: number;
  position: number;
}

/** What the spotlight ranking knows about each eligible artist. */
export interface SpotlightCandidate {
  id: number;
  name: string;
  /** Releases in the window. */
  recentReleases: number;
  /** Articles in the window naming the artist. */
  articleMentions: number;
  /** Weeks this artist was ever spotlighted. */
  timesSpotlighted: number;
}

export interface CandidateFilter {
  /** Artists already in this week. */
  exclude: number[];
  /** Weeks whose artists must rest. */
  coolingWeeks: string[];
  windowStart: Date;
  windowEnd: Date;
}

/** One ISO week's spotlight, read and written inside the transaction of withSpotlightWeek. */
export class SpotlightWeek {
  constructor(
    private readonly manager: EntityManager,
    readonly week: string,
  ) {}

  async picks(): Promise<SpotlightPick[]> {
    const rows: { artist_id: number; position: number }[] = await this.manager.query(
      'SELECT artist_id, position FROM artist_spotlights WHERE week = $1 ORDER BY position',
      [this.week],
    );
    return rows.map((row) => ({ artistId: row.artist_id, position: row.position }));
  }

  /**
   * Artists that may join the week (not archived, not excluded, not in a
   * cooling week), with what the ranking weighs: releases (linked, or credited
   * by name) and articles naming them as a whole word, both in the window.
   */
  async candidates(filter: CandidateFilter): Promise<SpotlightCandidate[]> {
    const rows: {
      id: number;
      name: string;
      recent_releases: number;
      article_mentions: number;
      times_spotlighted: number;
    }[] = await this.manager.query(
      `WITH eligible AS (
           SELECT a.id, a.name,
                  '\\m' || regexp_replace(lower(a.name), '([.*+?^$\\{\\}()|\\[\\]\\\\])', '\\\\\\1', 'g') || '\\M' AS pattern
           FROM artists a
           WHERE a.content_status <> 'archived'
             AND a.id <> ALL($1::int[])
             AND NOT EXISTS (SELECT 1 FROM artist_spotlights s WHERE s.artist_id = a.id AND s.week = ANY($2::text[]))
         )
         SELECT e.id, e.name,
           (SELECT count(*)::int FROM releases r
             WHERE (r.artist_id = e.id OR lower(r.artist) = lower(e.name))
               AND r.release_date >= $3 AND r.release_date < $4) AS recent_releases,
           (SELECT count(*)::int FROM articles ar
             WHERE ar.published_at >= $3 AND ar.published_at < $4
               AND (lower(ar.title) ~ e.pattern OR lower(coalesce(ar.tags, '')) ~ e.pattern OR lower(ar.content) ~ e.pattern)
           ) AS article_mentions,
           (SELECT count(*)::int FROM artist_spotlights s WHERE s.artist_id = e.id) AS times_spotlighted
         FROM eligible e`,
      [filter.exclude, filter.coolingWeeks, filter.windowStart, filter.windowEnd],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      recentReleases: row.recent_releases,
      articleMentions: row.article_mentions,
      timesSpotlighted: row.times_spotlighted,
    }));
  }

  /** Appends the artists to the week, numbered after `lastPosition`. */
  async add(artistIds: number[], lastPosition: number): Promise<void> {
    let position = lastPosition;
    for (const artistId of artistIds) {
      await this.manager.query('INSERT INTO artist_spotlights (week, artist_id, position) VALUES ($1, $2, $3)', [
        this.week,
        artistId,
        ++position,
      ]);
    }
  }

  /** Names of the week's artists, in spotlight order. */
  async names(): Promise<string[]> {
    const rows: { name: string }[] = await this.manager.query(
      `SELECT a.name FROM artist_spotlights s JOIN artists a ON a.id = s.artist_id WHERE s.week = $1 ORDER BY s.position`,
      [this.week],
    );
    return rows.map((row) => row.name);
  }

  /**
   * This is the current week: its artists are the spotlighted ones, every
   * other artist stops being spotlighted. Rows already right are not written,
   * so a re-run writes nothing.
   */
  async markAsCurrent(artistIds: number[], at: Date): Promise<void> {
    await this.manager.query(
      `UPDATE artists SET is_spotlighted = true, spotlight_week = $2, spotlighted_at = $3, updated_at = now()
       WHERE id = ANY($1::int[]) AND (is_spotlighted IS NOT TRUE OR spotlight_week IS DISTINCT FROM $2)`,
      [artistIds, this.week, at],
    );
    await this.manager.query(
      `UPDATE artists SET is_spotlighted = false, updated_at = now() WHERE is_spotlighted AND id <> ALL($1::int[])`,
      [artistIds],
    );
  }

  /** A past week only fills spotlightWeek where nothing later is recorded. */
  async recordAsPast(artistIds: number[], weekStart: Date): Promise<void> {
    await this.manager.query(
      `UPDATE artists SET spotlight_week = $2, spotlighted_at = $3, updated_at = now()
       WHERE id = ANY($1::int[]) AND (spotlight_week IS NULL OR spotlight_week < $2)`,
      [artistIds, this.week, weekStart],
    );
  }
}
