import { Entity, PrimaryColumn } from 'typeorm';
import { DefaultNowColumn, TimestamptzColumn } from '../../database/columns';

/** One story naming one artist, as the worker's matching found it. */
@Entity('article_artist_mentions')
export class ArticleArtistMention {
  @PrimaryColumn({ type: 'int' })
  articleId: number;

  @PrimaryColumn({ type: 'int' })
  artistId: number;

  /** The story's date, copied so an artist's latest news needs no join. */
  @TimestamptzColumn()
  articlePublishedAt: Date;

  @DefaultNowColumn()
  matchedAt: Date;
}
