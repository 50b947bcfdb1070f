import { Column, Entity, PrimaryColumn } from 'typeorm';
import { IntColumn, VarcharColumn } from '../../database/columns';
import type { PictureCrop, PictureFormat } from '../../shared/domain/picture-variants';

/** One width of a picture in one format and cut, as served at /media/<hash>-<width>[-<crop>].<format>. */
@Entity('picture_variants')
export class PictureVariant {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  hash: string;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  format: PictureFormat;

  /** 'full' for the whole picture, else the cut ('16x9', '1x1') around its focal point. */
  @PrimaryColumn({ type: 'varchar', length: 8, default: 'full' })
  crop: PictureCrop;

  /** The variant's real width: never more than the original's (or its cut's). */
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
