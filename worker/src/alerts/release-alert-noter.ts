import { Injectable } from '@nestjs/common';
import { ArtistsStore } from '@api/modules/artists/artists.store';
import { FollowsStore } from '@api/modules/follows/follows.store';
import { ReleaseAlertsStore } from '@api/modules/release-alerts/release-alerts.store';
import { ReleasesStore } from '@api/modules/releases/releases.store';
import { SubscriberPreferencesStore } from '@api/modules/subscriptions/subscriber-preferences.store';
import type { JobResult, NoteReleaseAlertsPayload } from '@api/queues/job-payloads';
import { countOf } from '@api/shared/domain/plural';
import { ReleaseAlertSchedule } from './release-alert-schedule';

/**
 * A release landed: it is owed to every confirmed subscriber who follows its
 * (published) artist with alerts on, once each, and their alert emails are
 * scheduled. Run again, it owes nobody twice and schedules what is already queued.
 */
@Injectable()
export class ReleaseAlertNoter {
  constructor(
    private readonly releases: ReleasesStore,
    private readonly artists: ArtistsStore,
    private readonly follows: FollowsStore,
    private readonly preferences: SubscriberPreferencesStore,
    private readonly alerts: ReleaseAlertsStore,
    private readonly schedule: ReleaseAlertSchedule,
  ) {}

  async note({ releaseId }: NoteReleaseAlertsPayload): Promise<JobResult> {
    const release = await this.releases.findById(releaseId);
    if (!release) return { message: `no alerts: release ${releaseId} no longer exists` };
    // The scraper links its releases to an artist; the desk types a name, which names the artists it is by.
    const candidates = release.artistId ? [release.artistId] : await this.artists.publishedIdsNamed(release.artist);
    const artists = await this.artists.chips(candidates);

    const recipients = new Set<number>();
    let owed = 0;
    for (const artist of artists) {
      const wanting = await this.preferences.withAlertsOn(await this.follows.subscriptionsFollowing(artist.id));
      owed += (await this.alerts.owe(release.id, artist.id, wanting)).length;
      for (const subscriptionId of wanting) recipients.add(subscriptionId);
    }
    // Everyone it is owed to, not only those owed just now: a retry after a failure between the two steps still schedules.
    for (const subscriptionId of recipients) await this.schedule.schedule(subscriptionId);
    return { message: `release ${releaseId} owed to ${countOf(owed, 'subscriber')}` };
  }
}
