import { Module } from '@nestjs/common';
import { ArticlesStoreModule } from '../articles/articles-store.module';
import { ArtistsStoreModule } from '../artists/artists-store.module';
import { ReleasesStoreModule } from '../releases/releases-store.module';
import { ArtworkController } from './artwork.controller';
import { ArtworkService } from './artwork.service';

/** Generated artwork for articles, artists and releases without an image; reads through their stores. */
@Module({
  imports: [ArticlesStoreModule, ArtistsStoreModule, ReleasesStoreModule],
  controllers: [ArtworkController],
  providers: [ArtworkService],
})
export class ArtworkModule {}
