import { Column, Entity } from 'typeorm';
import { EditedRow } from '../../database/row-bases';

@Entity('streaming_charts')
export class StreamingChart extends EditedRow {
  @Column({ type: 'varchar', length: 300 })
  songTitle: string;

  @Column({ type: 'varchar', length: 200 })
  artist: string;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'double precision' })
  totalScore: number;

  @Column({ type: 'varchar', length: 300, nullable: true })
  album: string | null;

  @Column({ type: 'text', nullable: true })
  imageUrl: string | null;

  @Column({
    type: 'bigint',
    nullable: true,
    transformer: { to: (v) => v, from: (v) => (v == null ? null : Number(v)) },
  })
  spotifyStreams: number | null;

  @Column({ type: 'int', nullable: true })
  spotifyPopularity: number | null;

  @Column({ type: 'text', nullable: true })
  spotifyUrl: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  spotifyId: string | null;

  @Column({ type: 'text', nullable: true })
  appleMusicUrl: string | null;

  @Column({ type: 'text', nullable: true })
  youtubeUrl: string | null;

  @Column({ type: 'int', nullable: true })
  billboardRank: number | null;

  @Column({ type: 'int', nullable: true })
  billboardWeeksOnChart: number | null;

  @Column({ type: 'varchar', length: 50, default: 'hip-hop' })
  genre: string;

  @Column({ type: 'boolean', default: false })
  isNew: boolean;

  @Column({ type: 'int', nullable: true })
  previousPosition: number | null;
}
