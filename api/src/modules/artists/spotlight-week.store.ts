import type { EntityManager } from 'typeorm';
import type { SpotlightReason } from '../../shared/contracts/artist-story';

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

/**
 * One ISO week's spotlight, read and written inside the transaction that
 * ArtistSpotlightsStore.withSpotlightWeek opens (and locks) for it; part of the spotlight store.
 */
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
   * Artists that may join the week (published, not excluded, not in a
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
           WHERE a.status = 'published'
             AND a.id <> ALL($1::int[])
             AND NOT EXISTS (SELECT 1 FROM artist_spotlights s WHERE s.artist_id = a.id AND s.week = ANY($2::text[]))
         )
         SELECT e.id, e.name,
           (SELECT count(*)::int FROM releases r
             WHERE (r.artist_id = e.id OR lower(r.artist) = lower(e.name))
               AND r.release_date >= $3 AND r.release_date < $4) AS recent_releases,
           (SELECT count(*)::int FROM articles ar
             WHERE ar.status = 'published' AND ar.published_at >= $3 AND ar.published_at < $4
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

  /** Appends the artists to the week, numbered after `lastPosition`, each with why it was picked. */
  async add(picks: { artistId: number; reason: SpotlightReason }[], lastPosition: number): Promise<void> {
    let position = lastPosition;
    for (const pick of picks) {
      await this.manager.query(
        'INSERT INTO artist_spotlights (week, artist_id, position, reason) VALUES ($1, $2, $3, $4)',
        [this.week, pick.artistId, ++position, JSON.stringify(pick.reason)],
      );
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
