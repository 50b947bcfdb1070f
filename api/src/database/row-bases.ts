import { PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from './columns';

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
