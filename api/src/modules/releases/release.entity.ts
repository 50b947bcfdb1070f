import { Column, Entity } from 'typeorm';
import { CreatedRow } from '../../database/row-bases';
import type { ReleaseType } from '../../shared/domain/release-types';

export { RELEASE_TYPES, type ReleaseType } from '../../shared/domain/release-types';

@Entity('releases')
export class Release extends CreatedRow {
  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'varchar', length: 200 })
  artist: string;

  @Column({ type: 'text', unique: true })
  linkUrl: string;

  @Column({ type: 'varchar', length: 100 })
  source: string;

  @Column({ type: 'varchar', length: 20 })
  type: ReleaseType;

  @Column({ type: 'text', nullable: true })
  imageUrl: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  releaseDate: Date;

  @Column({ type: 'int', nullable: true })
  artistId: number | null;
}
