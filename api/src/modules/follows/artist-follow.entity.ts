import { Column, Entity } from 'typeorm';
import { DefaultNowColumn, IntColumn } from '../../database/columns';
import { SerialRow } from '../../database/row-bases';

/** One reader following one artist: the reader is a visitor session or a subscription, never both. */
@Entity('artist_follows')
export class ArtistFollow extends SerialRow {
  @Column({ type: 'varchar', length: 100, nullable: true })
  sessionId: string | null;

  @Column({ type: 'int', nullable: true })
  subscriptionId: number | null;

  @IntColumn()
  artistId: number;

  @DefaultNowColumn()
  followedAt: Date;
}
