import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** When the row was inserted; the column's default now() fills it, and it never changes. */
export const CreatedAtColumn = () => CreateDateColumn({ type: 'timestamptz' });

/** When the row was last saved; TypeORM sets it on every update it issues. */
export const UpdatedAtColumn = () => UpdateDateColumn({ type: 'timestamptz' });
