import { Injectable } from '@nestjs/common';
import { ArtistFediverseStore } from '@api/modules/artists/artist-fediverse.store';
import { ArtistMentionsStore } from '@api/modules/artist-mentions/artist-mentions.store';
import { FediverseActivitiesStore } from '@api/modules/fediverse/fediverse-activities.store';
import { FediverseFollowersStore } from '@api/modules/fediverse/fediverse-followers.store';
import { JobName } from '@api/queues/job-names';
import { JobProducer } from '@api/queues/job-producer';
import type { JobResult } from '@api/queues/job-payloads';
import { PUBLICATION_HANDLE } from '@api/shared/domain/fediverse-handle';

const ACTIVITIES_PER_SWEEP = 200;

/**
 * The sweep behind story federation: each new story activity goes to every
 * server where someone follows the publication or an artist the story
 * names, once per server (its shared inbox). Queued first, marked after:
 * a sweep cut short queues again, and the job ids keep that to one delivery.
 */
@Injectable()
export class StoryActivityDispatcher {
  constructor(
    private readonly activities: FediverseActivitiesStore,
    private readonly followers: FediverseFollowersStore,
    private readonly mentions: ArtistMentionsStore,
    private readonly artists: ArtistFediverseStore,
    private readonly jobs: JobProducer,
  ) {}

  async sweep(): Promise<JobResult> {
    const pending = await this.activities.undispatched(ACTIVITIES_PER_SWEEP);
    let deliveries = 0;
    for (const activity of pending) {
      const artists = await this.artists.publishedByIds(await this.mentions.artistIdsOf(activity.data.articleId));
      const inboxes = await this.followers.inboxesOf([PUBLICATION_HANDLE, ...artists.map((artist) => artist.handle)]);
      if (inboxes.length > 0) {
        await this.jobs.enqueueBulk(
          JobName.DeliverStoryActivity,
          inboxes.map((inbox) => ({ activityId: activity.id, inbox })),
        );
      }
      await this.activities.markDispatched(activity.id);
      deliveries += inboxes.length;
    }
    return { message: `Queued ${deliveries} deliveries for ${pending.length} story activities` };
  }
}
