import { Column, Entity } from 'typeorm';
import { IntColumn, NullableVarcharColumn, TextColumn, TimestamptzColumn, VarcharColumn } from '../../database/columns';
import { CreatedRow } from '../../database/row-bases';

/**
 * One source's copy of a release: the link a store, label feed or MusicBrainz
 * gives it, the title as that source prints it, and the identifiers and match
 * keys the scraper uses to find the release it belongs to.
 */
@Entity('release_listings')
export class ReleaseListing extends CreatedRow {
  @IntColumn()
  releaseId: number;

  @VarcharColumn(100)
  source: string;

  @TextColumn()
  url: string;

  /** The credit as this source prints it. */
  @VarcharColumn(200)
  artist: string;

  /** The title as this source prints it, edition and all: 'Velvet Trap (Deluxe)'. */
  @VarcharColumn(300)
  title: string;

  /** Null for the standard edition, else 'Deluxe', 'Explicit', 'Remastered', … */
  @NullableVarcharColumn(60)
  edition: string | null;

  @Column({ type: 'uuid', nullable: true })
  releaseGroupMbid: string | null;

  @NullableVarcharColumn(14)
  gtin: string | null;

  @NullableVarcharColumn(12)
  isrc: string | null;

  @TextColumn()
  artistKey: string;

  @TextColumn()
  titleKey: string;

  @TimestamptzColumn()
  releaseDate: Date;
}
