import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, IntColumn, NullableUuidColumn, VarcharColumn } from '../../database/columns';

/** A picture pasted or dropped into a story, with the type read from its bytes. */
@Entity('uploads')
export class Upload {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @VarcharColumn(40)
  contentType: string;

  @IntColumn()
  byteSize: number;

  @Column({ type: 'bytea' })
  bytes: Buffer;

  /** The desk member who uploaded it; null once they are deleted. */
  @NullableUuidColumn()
  uploadedBy: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
