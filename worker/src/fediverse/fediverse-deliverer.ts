import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { actorKeyPair } from '@api/fediverse/actor-keys';
import { activityUri, actorUri } from '@api/fediverse/actor-uris';
import { fedify } from '@api/fediverse/fedify';
import { ArtistFediverseStore } from '@api/modules/artists/artist-fediverse.store';
import { ArtistMentionsStore } from '@api/modules/artist-mentions/artist-mentions.store';
import { FediverseActivitiesStore } from '@api/modules/fediverse/fediverse-activities.store';
import { FediverseFollowersStore } from '@api/modules/fediverse/fediverse-followers.store';
import { FediverseKeysStore } from '@api/modules/fediverse/fediverse-keys.store';
import type { AcceptFediverseFollowPayload, DeliverStoryActivityPayload, JobResult } from '@api/queues/job-payloads';
import { PUBLICATION_HANDLE } from '@api/shared/domain/fediverse-handle';
import { postActivity } from './post-activity';
import { storyActivityJson } from './story-object';

/**
 * Sends what the fediverse is owed: a story's Create, Update or Delete to
 * one follower server, or the Accept of one Follow. Each job is one POST;
 * a failure throws and BullMQ retries it (see FEDIVERSE_DELIVERY_JOB_OPTIONS).
 */
@Injectable()
export class FediverseDeliverer {
  constructor(
    private readonly activities: FediverseActivitiesStore,
    private readonly followers: FediverseFollowersStore,
    private readonly keys: FediverseKeysStore,
    private readonly mentions: ArtistMentionsStore,
    private readonly artists: ArtistFediverseStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get origin(): string {
    return new URL(this.config.mail.publicUrl).origin;
  }

  async deliverStory({ activityId, inbox }: DeliverStoryActivityPayload): Promise<JobResult> {
    const activity = await this.activities.find(activityId);
    if (!activity) return { message: `Story activity ${activityId} no longer exists`, skipped: true };
    const artists = await this.artists.publishedByIds(await this.mentions.artistIdsOf(activity.data.articleId));
    const status = await postActivity({
      inbox,
      activity: await storyActivityJson(activity, this.origin, artists),
      origin: this.origin,
      actor: PUBLICATION_HANDLE,
      keys: await actorKeyPair(this.keys, PUBLICATION_HANDLE),
      allowPrivateAddresses: this.config.fediverse.allowPrivateAddresses,
    });
    return {
      message: `Story ${activity.storyId} (${activity.kind}) delivered to ${new URL(inbox).host}: HTTP ${status}`,
    };
  }

  async acceptFollow({ actor, followerUri }: AcceptFediverseFollowPayload): Promise<JobResult> {
    const follower = await this.followers.find(actor, followerUri);
    if (!follower) return { message: `No follow of ${actor} by that follower any more`, skipped: true };
    const f = fedify();
    const us = actorUri(this.origin, actor);
    const follow = new f.Follow({ id: new URL(follower.followUri), actor: new URL(followerUri), object: us });
    const accept = new f.Accept({
      id: activityUri(this.origin, 'accept', follower.id),
      actor: us,
      object: follow,
      to: new URL(followerUri),
    });
    const status = await postActivity({
      inbox: follower.inbox,
      activity: await accept.toJsonLd(),
      origin: this.origin,
      actor,
      keys: await actorKeyPair(this.keys, actor),
      allowPrivateAddresses: this.config.fediverse.allowPrivateAddresses,
    });
    return { message: `Follow of @${actor} accepted at ${new URL(follower.inbox).host}: HTTP ${status}` };
  }
}
