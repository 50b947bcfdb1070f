import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { JobResult } from '@api/queues/job-payloads';
import {
  IsoWeek,
  currentIsoWeek,
  formatIsoWeek,
  isoWeekStart,
  parseIsoWeek,
  shiftIsoWeek,
} from '@api/shared/domain/iso-week';
import {
  SPOTLIGHT_COOLDOWN_WEEKS,
  SPOTLIGHT_SIZE,
  SPOTLIGHT_WINDOW_DAYS,
  SpotlightCandidate,
  rankSpotlightCandidates,
} from './spotlight-ranking';

export interface SpotlightResult extends JobResult {
  week: string;
  artistIds: number[];
  newlyPicked: number;
}

const DAY_MS = 86_400_000;

/**
 * The weekly spotlight. One transaction per run, serialised per week by an
 * advisory lock; a week that already has its five is left exactly as it is,
 * so running it again (or on two workers at once) changes nothing.
 */
@Injectable()
export class SpotlightGenerator {
  constructor(private readonly dataSource: DataSource) {}

  async generate(weekText: string | undefined, now: Date = new Date()): Promise<SpotlightResult> {
    const week = parseIsoWeek(weekText ?? currentIsoWeek(now));
    if (!week) throw new Error(`"${weekText}" is not an ISO week such as 2026-W07`);
    const label = formatIsoWeek(week);

    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`spotlight:${label}`]);
      const existing: { artist_id: number; position: number }[] = await manager.query(
        'SELECT artist_id, position FROM artist_spotlights WHERE week = $1 ORDER BY position',
        [label],
      );
      const missing = SPOTLIGHT_SIZE - existing.length;
      const picked =
        missing > 0
          ? await this.pick(
              manager,
              week,
              existing.map((row) => row.artist_id),
              missing,
            )
          : [];
      let position = existing.reduce((max, row) => Math.max(max, row.position), 0);
      for (const candidate of picked) {
        await manager.query('INSERT INTO artist_spotlights (week, artist_id, position) VALUES ($1, $2, $3)', [
          label,
          candidate.id,
          ++position,
        ]);
      }
      const artistIds = [...existing.map((row) => row.artist_id), ...picked.map((candidate) => candidate.id)];
      await this.markArtists(manager, label, artistIds, label === currentIsoWeek(now), now);

      const names: { name: string }[] = await manager.query(
        `SELECT a.name FROM artist_spotlights s JOIN artists a ON a.id = s.artist_id WHERE s.week = $1 ORDER BY s.position`,
        [label],
      );
      const list = names.map((row) => row.name).join(', ');
      const message =
        artistIds.length === 0
          ? `No artist is eligible for the ${label} spotlight (every artist was picked in the last ${SPOTLIGHT_COOLDOWN_WEEKS} weeks, or none exist).`
          : picked.length === 0
            ? `Spotlight for ${label} was already set: ${list}.`
            : artistIds.length < SPOTLIGHT_SIZE
              ? `Spotlight for ${label}: ${list} (only ${artistIds.length} eligible artists).`
              : `Spotlight for ${label}: ${list}.`;
      return { message, week: label, artistIds, newlyPicked: picked.length };
    });
  }

  /** Eligible artists (not archived, not in this week, not in the previous 8 weeks), ranked. */
  private async pick(
    manager: EntityManager,
    week: IsoWeek,
    alreadyIn: number[],
    count: number,
  ): Promise<SpotlightCandidate[]> {
    const cooldownWeeks = Array.from({ length: SPOTLIGHT_COOLDOWN_WEEKS }, (_, i) =>
      formatIsoWeek(shiftIsoWeek(week, -(i + 1))),
    );
    const windowEnd = new Date(isoWeekStart(week).getTime() + 7 * DAY_MS);
    const windowStart = new Date(windowEnd.getTime() - SPOTLIGHT_WINDOW_DAYS * DAY_MS);
    const rows: {
      id: number;
      name: string;
      recent_releases: number;
      article_mentions: number;
      times_spotlighted: number;
    }[] = await manager.query(
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
      [alreadyIn, cooldownWeeks, windowStart, windowEnd],
    );
    const candidates = rows.map((row) => ({
      id: row.id,
      name: row.name,
      recentReleases: row.recent_releases,
      articleMentions: row.article_mentions,
      timesSpotlighted: row.times_spotlighted,
    }));
    return rankSpotlightCandidates(candidates).slice(0, count);
  }

  /**
   * The artist row mirrors its latest spotlight. Only the current week decides
   * isSpotlighted; an earlier week only fills spotlightWeek where nothing later
   * is recorded. Every UPDATE skips rows already right, so a re-run writes nothing.
   */
  private async markArtists(
    manager: EntityManager,
    week: string,
    artistIds: number[],
    isCurrent: boolean,
    now: Date,
  ): Promise<void> {
    if (isCurrent) {
      await manager.query(
        `UPDATE artists SET is_spotlighted = true, spotlight_week = $2, spotlighted_at = $3, updated_at = now()
         WHERE id = ANY($1::int[]) AND (is_spotlighted IS NOT TRUE OR spotlight_week IS DISTINCT FROM $2)`,
        [artistIds, week, now],
      );
      await manager.query(
        `UPDATE artists SET is_spotlighted = false, updated_at = now() WHERE is_spotlighted AND id <> ALL($1::int[])`,
        [artistIds],
      );
    } else if (week < currentIsoWeek(now)) {
      await manager.query(
        `UPDATE artists SET spotlight_week = $2, spotlighted_at = $3, updated_at = now()
         WHERE id = ANY($1::int[]) AND (spotlight_week IS NULL OR spotlight_week < $2)`,
        [artistIds, week, isoWeekStart(parseIsoWeek(week)!)],
      );
    }
  }
}
