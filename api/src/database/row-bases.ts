import { PrimaryGeneratedColumn } from 'typeorm';
import type { PublicationStatus } from '../shared/domain/publication-status';
import { CreatedAtColumn, NullableUuidColumn, UpdatedAtColumn } from './columns';
import { PublishAtColumn, StatusColumn } from './publication-columns';

/**
 * The columns most tables share, declared once. Each class maps the columns
 * exactly as the hand-written migrations create them; an entity extends the
 * one that matches its table and declares only its own columns.
 */

/** A row numbered by a serial primary key. */
export abstract class SerialRow {
  @PrimaryGeneratedColumn()
  id: number;
}

/** A numbered row that keeps when it was inserted. */
export abstract class CreatedRow extends SerialRow {
  @CreatedAtColumn()
  createdAt: Date;
}

/** A numbered row that keeps when it was inserted and when it was last saved. */
export abstract class EditedRow extends CreatedRow {
  @UpdatedAtColumn()
  updatedAt: Date;
}

/**
 * An edited row the desk publishes (a story, an artist's profile): only
 * published rows are public (see PublicationStatus; an artist's contentStatus
 * is derived from it, see contentStatusOf), `publishAt` is set
 * exactly while one is scheduled, and `createdBy` is the desk member who
 * created it (null for scraped and seeded rows, and once that member is
 * deleted).
 */
export abstract class DeskPublishedRow extends EditedRow {
  @StatusColumn()
  status: PublicationStatus;

  @PublishAtColumn()
  publishAt: Date | null;

  @NullableUuidColumn()
  createdBy: string | null;
}
