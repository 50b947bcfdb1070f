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
}
