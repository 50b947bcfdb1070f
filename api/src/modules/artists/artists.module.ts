import { Module } from '@nestjs/common';
import { AdminArtistsController } from './admin-artists.controller';
import { ArtistsController } from './artists.controller';
import { ArtistsService } from './artists.service';
import { ArtistsStoreModule } from './artists-store.module';
import { ArtistMentionsStoreModule } from '../artist-mentions/artist-mentions-store.module';
import { PublishingModule } from '../publishing/publishing.module';

@Module({
  imports: [ArtistsStoreModule, ArtistMentionsStoreModule, PublishingModule],
  controllers: [ArtistsController, AdminArtistsController],
  providers: [ArtistsService],
  exports: [ArtistsService],
})
export class ArtistsModule {}
