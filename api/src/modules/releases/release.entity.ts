import { Column, Entity } from 'typeorm';
import { DefaultNowColumn, NullableIntColumn, NullableTextColumn, VarcharColumn } from '../../database/columns';
import { CreatedRow } from '../../database/row-bases';
import type { ReleaseType } from '../../shared/domain/release-types';

export { RELEASE_TYPES, type ReleaseType } from '../../shared/domain/release-types';

@Entity('releases')
export class Release extends CreatedRow {
  @VarcharColumn(300)
  title: string;

  @VarcharColumn(200)
  artist: string;

  @Column({ type: 'text', unique: true })
  linkUrl: string;

  @VarcharColumn(100)
  source: string;

  @VarcharColumn(20)
  type: ReleaseType;

  @NullableTextColumn()
  imageUrl: string | null;

  @DefaultNowColumn()
  releaseDate: Date;

  @NullableIntColumn()
  artistId: number | null;
}
