import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SpotlightReason } from '../../shared/contracts/artist-story';
import { SPOTLIGHT_SIZE } from '../../shared/domain/spotlight';
import { ArtistSpotlight } from './artist-spotlight.entity';
import { Artist } from './artist.entity';
import { SpotlightWeek } from './spotlight-week.store';

/**
 * The weekly spotlight: which artists a week features and why, and the
 * locked transaction the worker picks them in (see SpotlightWeek).
 */
@Injectable()
export class ArtistSpotlightsStore {
  constructor(
    @InjectRepository(Artist) private readonly artists: Repository<Artist>,
    @InjectRepository(ArtistSpotlight) private readonly spotlights: Repository<ArtistSpotlight>,
  ) {}

  /** What the spotlight weighed when it picked the artist for `week`; null when not kept. */
  async spotlightReason(artistId: number, week: string): Promise<SpotlightReason | null> {
    const row = await this.spotlights.findOne({ select: { reason: true }, where: { artistId, week } });
    return row?.reason ?? null;
  }

  /** The published artists of one ISO week, in the order they were picked. */
  async spotlightOf(week: string): Promise<Artist[]> {
    const rows = await this.spotlights.find({
      where: { week, artist: { status: 'published' } },
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
