import { Module } from '@nestjs/common';
import { ArtistsController } from './artists.controller';
import { ArtistsService } from './artists.service';
import { ArtistsStoreModule } from './artists-store.module';
import { ArtistMentionsStoreModule } from '../artist-mentions/artist-mentions-store.module';

@Module({
  imports: [ArtistsStoreModule, ArtistMentionsStoreModule],
  controllers: [ArtistsController],
  providers: [ArtistsService],
  exports: [ArtistsService],
})
export class ArtistsModule {}
