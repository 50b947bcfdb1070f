import { Column, Entity, PrimaryColumn } from 'typeorm';
import { IntColumn, VarcharColumn } from '../../database/columns';
import type { PictureFormat } from '../../shared/domain/picture-variants';

/** One width of a picture in one format, as served at /media/<hash>-<width>.<format>. */
@Entity('picture_variants')
export class PictureVariant {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  hash: string;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  format: PictureFormat;

  /** The variant's real width: never more than the original's. */
  @PrimaryColumn({ type: 'int' })
  width: number;

  @IntColumn()
  height: number;

  /** A strong validator: the SHA-256 of the bytes, quoted. */
  @VarcharColumn(80)
  etag: string;

  @Column({ type: 'bytea' })
  bytes: Buffer;
}
