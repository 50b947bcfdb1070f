import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Federation } from '@fedify/fedify';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { JobName } from '../../queues/job-names';
import { JobProducer } from '../../queues/job-producer';
import { ArtistMentionsStore } from '../artist-mentions/artist-mentions.store';
import { ArtistFediverseStore } from '../artists/artist-fediverse.store';
import { FediverseActivitiesStore } from './fediverse-activities.store';
import { buildFederation } from './federation-builder';
import { FediverseFollowersStore } from './fediverse-followers.store';
import { FediverseKeysStore } from './fediverse-keys.store';
import { FediverseKvStore } from './fediverse-kv.store';
import { FediverseReactionsStore } from './fediverse-reactions.store';

/**
 * The API's one Federation, built on the first fediverse request rather than
 * at boot: loading Fedify takes seconds, and most processes (and every jest
 * spec, whose module loader cannot run ES modules) never need it.
 */
@Injectable()
export class FederationHost {
  private readonly logger = new Logger(FederationHost.name);
  private federation: Federation<void> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly kv: FediverseKvStore,
    private readonly keys: FediverseKeysStore,
    private readonly followers: FediverseFollowersStore,
    private readonly reactions: FediverseReactionsStore,
    private readonly artists: ArtistFediverseStore,
    private readonly activities: FediverseActivitiesStore,
    private readonly mentions: ArtistMentionsStore,
    private readonly jobs: JobProducer,
  ) {}

  get origin(): string {
    return new URL(this.config.mail.publicUrl).origin;
  }

  get(): Federation<void> {
    if (!this.federation) {
      this.federation = buildFederation({
        origin: this.origin,
        config: this.config.fediverse,
        kv: this.kv,
        keys: this.keys,
        followers: this.followers,
        reactions: this.reactions,
        artists: this.artists,
        activities: this.activities,
        storyArtists: async (articleId) => this.artists.publishedByIds(await this.mentions.artistIdsOf(articleId)),
        acceptFollow: async (actor, followerUri) => {
          await this.jobs.enqueue(JobName.AcceptFediverseFollow, { actor, followerUri });
        },
      });
      this.logger.log('fediverse federation ready');
    }
    return this.federation;
  }
}
