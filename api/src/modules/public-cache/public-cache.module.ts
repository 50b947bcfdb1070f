import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ContentVersionFeed } from './content-version-feed';
import { PublicCacheService } from './public-cache.service';
import { WriteBarrierInterceptor } from './write-barrier.interceptor';

/** The response cache of the public reads; its middleware is wired into express by configureApp. */
@Global()
@Module({
  providers: [ContentVersionFeed, PublicCacheService, { provide: APP_INTERCEPTOR, useClass: WriteBarrierInterceptor }],
  exports: [ContentVersionFeed, PublicCacheService],
})
export class PublicCacheModule {}
