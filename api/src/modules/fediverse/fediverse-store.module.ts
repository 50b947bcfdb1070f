import { Module } from '@nestjs/common';
import { FediverseActivitiesStore } from './fediverse-activities.store';
import { FediverseFollowersStore } from './fediverse-followers.store';
import { FediverseKeysStore } from './fediverse-keys.store';
import { FediverseKvStore } from './fediverse-kv.store';
import { FediverseReactionsStore } from './fediverse-reactions.store';

const FEDIVERSE_STORES = [
  FediverseKvStore,
  FediverseKeysStore,
  FediverseFollowersStore,
  FediverseActivitiesStore,
  FediverseReactionsStore,
];

/** The fediverse tables and their stores, for the API and the worker. */
@Module({ providers: FEDIVERSE_STORES, exports: FEDIVERSE_STORES })
export class FediverseStoreModule {}
