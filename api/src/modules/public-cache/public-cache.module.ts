import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { ContentVersionFeed } from './content-version-feed';
import { PublicCacheService } from './public-cache.service';
import { ReplicaFreshness } from './replica-freshness';
import { ReplicaReadInterceptor } from './replica-read.interceptor';
import { WriteBarrierInterceptor } from './write-barrier.interceptor';

/**
 * The response cache of the public reads; configureApp puts it in front of
 * express, with the routing table it discovers from the controllers. With
 * read replicas, the public reads that fill it may be answered by a replica.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [
    ContentVersionFeed,
    PublicCacheService,
    ReplicaFreshness,
    { provide: APP_INTERCEPTOR, useClass: WriteBarrierInterceptor },
    { provide: APP_INTERCEPTOR, useClass: ReplicaReadInterceptor },
  ],
  exports: [ContentVersionFeed, PublicCacheService],
})
export class PublicCacheModule {}
