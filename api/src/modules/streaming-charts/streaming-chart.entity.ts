import { Column, Entity } from 'typeorm';
import {
  FlagColumn,
  IntColumn,
  NullableIntColumn,
  NullableTextColumn,
  NullableVarcharColumn,
  VarcharColumn,
} from '../../database/columns';
import { EditedRow } from '../../database/row-bases';
import type { ChartEntrySource } from '../../shared/contracts/content';

@Entity('streaming_charts')
export class StreamingChart extends EditedRow {
  @VarcharColumn(300)
  songTitle: string;

  @VarcharColumn(200)
  artist: string;

  @IntColumn()
  position: number;

  @Column({ type: 'double precision' })
  totalScore: number;

  @NullableVarcharColumn(300)
  album: string | null;

  @NullableTextColumn()
  imageUrl: string | null;

  @Column({
    type: 'bigint',
    nullable: true,
    transformer: { to: (v) => v, from: (v) => (v == null ? null : Number(v)) },
  })
  spotifyStreams: number | null;

  @NullableIntColumn()
  spotifyPopularity: number | null;

  @NullableTextColumn()
  spotifyUrl: string | null;

  @NullableVarcharColumn(64)
  spotifyId: string | null;

  @NullableTextColumn()
  appleMusicUrl: string | null;

  @NullableTextColumn()
  youtubeUrl: string | null;

  @NullableIntColumn()
  billboardRank: number | null;

  @NullableIntColumn()
  billboardWeeksOnChart: number | null;

  @Column({ type: 'varchar', length: 50, default: 'hip-hop' })
  genre: string;

  @FlagColumn(false)
  isNew: boolean;

  @NullableIntColumn()
  previousPosition: number | null;

  /** The ISO week the row charts in; null for the chart kept from before weekly builds. */
  @NullableVarcharColumn(8)
  week: string | null;

  @NullableIntColumn()
  songId: number | null;

  @NullableIntColumn()
  artistId: number | null;

  @NullableIntColumn()
  weeksOnChart: number | null;

  @NullableIntColumn()
  peakPosition: number | null;

  @FlagColumn(false)
  reEntry: boolean;

  /** Which source put the song where: [{ source, rank, url }]. */
  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  sources: ChartEntrySource[];
}
