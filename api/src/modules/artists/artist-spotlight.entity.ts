import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { IntColumn, VarcharColumn } from '../../database/columns';
import { CreatedRow } from '../../database/row-bases';
import type { SpotlightReason } from '../../shared/contracts/artist-story';
import { Artist } from './artist.entity';

/**
 * One row per artist per spotlighted ISO week. The artist row only remembers its
 * latest week; this history keeps every earlier week readable.
 */
@Entity('artist_spotlights')
export class ArtistSpotlight extends CreatedRow {
  @VarcharColumn(8)
  week: string;

  @IntColumn()
  artistId: number;

  @ManyToOne(() => Artist, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'artist_id' })
  artist?: Artist;

  @IntColumn()
  position: number;

  /** The signals behind the pick, as the ranking weighed them; null for picks made before it was kept. */
  @Column({ type: 'jsonb', nullable: true })
  reason: SpotlightReason | null;
}
