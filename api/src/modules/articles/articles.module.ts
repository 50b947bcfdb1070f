import { Module } from '@nestjs/common';
import { ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';
import { ArticlesStoreModule } from './articles-store.module';
import { ArtistMentionsStoreModule } from '../artist-mentions/artist-mentions-store.module';

@Module({
  imports: [ArticlesStoreModule, ArtistMentionsStoreModule],
  controllers: [ArticlesController],
  providers: [ArticlesService],
  exports: [ArticlesService],
})
export class ArticlesModule {}
