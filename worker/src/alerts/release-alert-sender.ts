import { Injectable, Logger } from '@nestjs/common';
import { createElement } from 'react';
import { ReleaseAlertEmail, releaseAlertSubject, type AlertDrop } from '@api/mail/templates/release-alert-email';
import { ArtistsStore } from '@api/modules/artists/artists.store';
import { FollowsStore } from '@api/modules/follows/follows.store';
import { OwedAlert, ReleaseAlertsStore } from '@api/modules/release-alerts/release-alerts.store';
import type { Release } from '@api/modules/releases/release.entity';
import { ReleaseListingsStore } from '@api/modules/releases/release-listings.store';
import { PicturesStore } from '@api/modules/pictures/pictures.store';
import { ReleasesStore } from '@api/modules/releases/releases.store';
import { SubscriberLinks } from '@api/modules/subscriptions/links/subscriber-links';
import { SubscriberLifecycleStore } from '@api/modules/subscriptions/subscriber-lifecycle.store';
import { SubscriberPreferencesStore } from '@api/modules/subscriptions/subscriber-preferences.store';
import { releaseAlertEmailKey } from '@api/queues/job-keys';
import { remotePictureHashes } from '@api/shared/domain/story-picture';
import type { JobResult, SendReleaseAlertsPayload } from '@api/queues/job-payloads';
import { RecordedDelivery } from '../email/recorded-delivery';
import { alertDropOf } from './alert-drops';
import { ReleaseAlertSchedule } from './release-alert-schedule';

/**
 * One subscriber's alert email: every drop still owed to them, if they still
 * want it (confirmed, alerts on, still following the artist), and not sooner
 * than the gap after their last one. The drops are claimed under the email's
 * key before it is sent, so a retry sends the same email and a second job finds nothing.
 */
@Injectable()
export class ReleaseAlertSender {
  private readonly logger = new Logger(ReleaseAlertSender.name);

  constructor(
    private readonly delivery: RecordedDelivery,
    private readonly subscribers: SubscriberLifecycleStore,
    private readonly preferences: SubscriberPreferencesStore,
    private readonly follows: FollowsStore,
    private readonly alerts: ReleaseAlertsStore,
    private readonly releases: ReleasesStore,
    private readonly listings: ReleaseListingsStore,
    private readonly artists: ArtistsStore,
    private readonly links: SubscriberLinks,
    private readonly schedule: ReleaseAlertSchedule,
    private readonly pictures: PicturesStore,
  ) {}

  async send(payload: SendReleaseAlertsPayload): Promise<JobResult> {
    const { subscriptionId } = payload;
    const subscriber = await this.subscribers.findById(subscriptionId);
    if (!subscriber) return { message: 'alert not sent: the subscription no longer exists' };
    const wanted = subscriber.status === 'active' && (await this.preferences.of(subscriptionId)).alerts;
    const following = wanted ? (await this.follows.followedBy({ subscriptionId })).map((row) => row.artistId) : [];
    await this.alerts.withdrawExcept(subscriptionId, following);

    const deliveryKey = releaseAlertEmailKey(payload);
    const claim = await this.alerts.claim(subscriptionId, deliveryKey, this.schedule.minGapMs);
    if (claim.outcome === 'nothing') return { message: 'alert not sent: no drop is owed any more', skipped: true };
    if (claim.outcome === 'wait') {
      // Never the time of this very job: its id is taken while it runs.
      await this.schedule.at(subscriptionId, Math.max(claim.until.getTime(), payload.notBefore + 1_000));
      return { message: `alert postponed to ${claim.until.toISOString()}: the last one went out within the gap` };
    }

    const drops = await this.dropsOf(claim.alerts);
    if (drops.length === 0) return { message: 'alert not sent: its releases were deleted', skipped: true };
    const element = createElement(ReleaseAlertEmail, {
      drops,
      siteUrl: this.links.home(),
      unsubscribeUrl: this.links.unsubscribePage(subscriptionId),
      preferencesUrl: this.links.preferencesPage(subscriptionId),
      minGapMs: this.schedule.minGapMs,
    });
    return this.delivery.send({
      deliveryKey,
      kind: 'release-alert',
      subscriptionId,
      recipient: subscriber.email,
      subject: releaseAlertSubject(drops),
      element,
      headers: {
        'List-Unsubscribe': `<${this.links.oneClickUnsubscribe(subscriptionId)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      onRejected: async (failure) => {
        await this.subscribers.markBounced(subscriptionId);
        this.logger.warn(`release alert to subscription ${subscriptionId} rejected for good: ${failure.reason}`);
      },
    });
  }

  /** The claimed releases as the email shows them, in the order they were owed; a release deleted since is left out. */
  private async dropsOf(alerts: readonly OwedAlert[]): Promise<AlertDrop[]> {
    const releaseIds = alerts.map((alert) => alert.releaseId);
    const [listings, artists] = await Promise.all([
      this.listings.ofReleases(releaseIds),
      this.artists.chips([...new Set(alerts.map((alert) => alert.artistId))]),
    ]);
    const names = new Map(artists.map((artist) => [artist.id, artist.name]));
    const siteUrl = this.links.home().replace(/\/$/, '');
    const found: { release: Release; artistId: number }[] = [];
    for (const alert of alerts) {
      const release = await this.releases.findById(alert.releaseId);
      if (release) found.push({ release, artistId: alert.artistId });
    }
    const readyPictures = await this.pictures.readyAmong(remotePictureHashes(found.map(({ release }) => release)));
    return found.map(({ release, artistId }) =>
      alertDropOf(
        release,
        listings.get(release.id) ?? [],
        names.get(artistId) ?? release.artist,
        siteUrl,
        readyPictures,
      ),
    );
  }
}
