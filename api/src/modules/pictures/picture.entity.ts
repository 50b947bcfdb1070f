import { Column, Entity, PrimaryColumn } from 'typeorm';
import {
  CounterColumn,
  CreatedAtColumn,
  NullableIntColumn,
  NullableTextColumn,
  NullableTimestamptzColumn,
  NullableVarcharColumn,
  TextColumn,
  VarcharColumn,
} from '../../database/columns';

/** Where a picture stands: its variants are stored, it was refused for good, or its last try failed. */
export type PictureStatus = 'ready' | 'refused' | 'failed';

/** A remote picture address, fetched once: the original and its size, or why it could not be kept. */
@Entity('pictures')
export class Picture {
  /** The SHA-256 of the address (see pictureHash), which names its files. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  hash: string;

  @TextColumn()
  sourceUrl: string;

  @VarcharColumn(16)
  status: PictureStatus;

  /** Why it was refused or failed, in words ('refused: not a picture (text/html)'). */
  @NullableTextColumn()
  reason: string | null;

  /** The original's type, read from its bytes. */
  @NullableVarcharColumn(40)
  contentType: string | null;

  @NullableIntColumn()
  width: number | null;

  @NullableIntColumn()
  height: number | null;

  /** Where the eye falls, as fractions of the upright width and height; null for a picture kept before it was found. */
  @Column({ type: 'real', nullable: true })
  focusX: number | null;

  @Column({ type: 'real', nullable: true })
  focusY: number | null;

  /** The picture 16 px wide (a WebP data: address, a few hundred bytes), painted under it while it loads. */
  @NullableTextColumn()
  placeholder: string | null;

  @Column({ type: 'bytea', nullable: true, select: false })
  original: Buffer | null;

  @CounterColumn()
  attempts: number;

  @CreatedAtColumn()
  createdAt: Date;

  @NullableTimestamptzColumn()
  processedAt: Date | null;
}
