import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticleArtistMention } from './article-artist-mention.entity';
import { ArtistMentionsStore } from './artist-mentions.store';
import { MentionMatchingRequests } from './mention-matching-requests';

/** Which stories name which artists, without HTTP, and the way admin writes ask for matching again. */
@Module({
  imports: [TypeOrmModule.forFeature([ArticleArtistMention])],
  providers: [ArtistMentionsStore, MentionMatchingRequests],
  exports: [ArtistMentionsStore, MentionMatchingRequests],
})
export class ArtistMentionsStoreModule {}
