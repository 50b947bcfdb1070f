import { Global, Module } from '@nestjs/common';
import { ContentVersionFeed } from './content-version-feed';
import { PublicCacheService } from './public-cache.service';

/** The response cache of the public reads; wired into express by configureApp. */
@Global()
@Module({
  providers: [ContentVersionFeed, PublicCacheService],
  exports: [ContentVersionFeed, PublicCacheService],
})
export class PublicCacheModule {}
