import { Module } from '@nestjs/common';
import { ArtistsStoreModule } from '../artists/artists-store.module';
import { RecognitionModule } from '../recognition/recognition.module';
import { FollowsController } from './follows.controller';
import { FollowsService } from './follows.service';
import { FollowsStoreModule } from './follows-store.module';

/** Following artists over HTTP; the preferences page and 'For You' reuse the service and the store. */
@Module({
  imports: [FollowsStoreModule, ArtistsStoreModule, RecognitionModule],
  controllers: [FollowsController],
  providers: [FollowsService],
  exports: [FollowsService],
})
export class FollowsModule {}
