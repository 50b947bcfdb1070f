import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { ContentVersionFeed } from './content-version-feed';
import { PublicCacheService } from './public-cache.service';
import { WriteBarrierInterceptor } from './write-barrier.interceptor';

/**
 * The response cache of the public reads; configureApp puts it in front of
 * express, with the routing table it discovers from the controllers.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [ContentVersionFeed, PublicCacheService, { provide: APP_INTERCEPTOR, useClass: WriteBarrierInterceptor }],
  exports: [ContentVersionFeed, PublicCacheService],
})
export class PublicCacheModule {}
