import { Injectable } from '@nestjs/common';
import { AdminOverviewResponse, NEW_RELEASE_DAYS } from '../../shared/contracts/admin';
import { currentIsoWeek } from '../../shared/domain/iso-week';
import { ArticlesStore } from '../articles/articles.store';
import { ArtistSpotlightsStore } from '../artists/artist-spotlights.store';
import { EventsStore } from '../events/events.store';
import { HealthService } from '../health/health.service';
import { NewslettersStore } from '../newsletters/newsletters.store';
import { ReleasesStore } from '../releases/releases.store';

const DAY_MS = 86_400_000;

/** The five count cards and the Platform Status panel of the dashboard's Overview tab. */
@Injectable()
export class AdminOverviewService {
  constructor(
    private readonly articles: ArticlesStore,
    private readonly artists: ArtistSpotlightsStore,
    private readonly releases: ReleasesStore,
    private readonly events: EventsStore,
    private readonly newsletters: NewslettersStore,
    private readonly health: HealthService,
  ) {}

  async overview(now = new Date()): Promise<AdminOverviewResponse> {
    const week = currentIsoWeek(now);
    const [totalArticles, featuredArtists, newReleases, upcomingEvents, newsletters, report] = await Promise.all([
      this.articles.count(),
      this.artists.countFeaturedIn(week),
      this.releases.countReleasedBetween(new Date(now.getTime() - NEW_RELEASE_DAYS * DAY_MS), now),
      this.events.countUpcoming(now),
      this.newsletters.count(),
      this.health.report(),
    ]);
    return {
      totalArticles,
      featuredArtists,
      newReleases,
      upcomingEvents,
      newsletters,
      week,
      platform: { status: report.status, database: report.database, queue: report.queue },
    };
  }
}
