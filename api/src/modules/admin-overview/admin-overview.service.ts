import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminOverviewResponse, NEW_RELEASE_DAYS } from '../../shared/contracts/admin';
import { currentIsoWeek } from '../../shared/domain/iso-week';
import { HealthService } from '../health/health.service';

/** The five count cards and the Platform Status panel of the dashboard's Overview tab. */
@Injectable()
export class AdminOverviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly health: HealthService,
  ) {}

  async overview(now = new Date()): Promise<AdminOverviewResponse> {
    const week = currentIsoWeek(now);
    const [[counts], report] = await Promise.all([
      this.dataSource.query(
        `SELECT
           (SELECT count(*) FROM articles)::int AS articles,
           (SELECT count(*) FROM artists a
             WHERE a.spotlight_week = $1
                OR EXISTS (SELECT 1 FROM artist_spotlights s WHERE s.artist_id = a.id AND s.week = $1))::int AS featured,
           (SELECT count(*) FROM releases
             WHERE release_date > $2::timestamptz - make_interval(days => $3) AND release_date <= $2::timestamptz)::int AS releases,
           (SELECT count(*) FROM events WHERE event_date >= $2::timestamptz)::int AS events,
           (SELECT count(*) FROM newsletters)::int AS newsletters`,
        [week, now.toISOString(), NEW_RELEASE_DAYS],
      ),
      this.health.report(),
    ]);
    return {
      totalArticles: counts.articles,
      featuredArtists: counts.featured,
      newReleases: counts.releases,
      upcomingEvents: counts.events,
      newsletters: counts.newsletters,
      week,
      platform: { status: report.status, database: report.database, queue: report.queue },
    };
  }
}
