import { Entity } from 'typeorm';
import { NullableIntColumn, NullableVarcharColumn, VarcharColumn } from '../../database/columns';
import { CreatedRow } from '../../database/row-bases';

/** One song across weeks: its id is the songId of every week it charts in. */
@Entity('chart_songs')
export class ChartSong extends CreatedRow {
  /** The folded 'artist|title' (chartSongKey). */
  @VarcharColumn(400)
  songKey: string;

  @NullableVarcharColumn(12)
  isrc: string | null;

  @VarcharColumn(300)
  songTitle: string;

  @VarcharColumn(200)
  artist: string;

  @NullableIntColumn()
  artistId: number | null;
}
