import { Column, CreateDateColumn, UpdateDateColumn } from 'typeorm';

/**
 * The column kinds the entities share, each named after the Postgres column
 * the migrations create for it, so an entity reads like its table. A column
 * with anything more (unique, a default of its own, not updated by TypeORM)
 * is declared with @Column in full where it stands.
 */

/** `text NOT NULL` */
export const TextColumn = () => Column({ type: 'text' });

/** `text` that may be NULL. */
export const NullableTextColumn = () => Column({ type: 'text', nullable: true });

/** `varchar(length) NOT NULL` */
export const VarcharColumn = (length: number) => Column({ type: 'varchar', length });

/** `varchar(length)` that may be NULL. */
export const NullableVarcharColumn = (length: number) => Column({ type: 'varchar', length, nullable: true });

/** `integer NOT NULL` */
export const IntColumn = () => Column({ type: 'int' });

/** `integer` that may be NULL. */
export const NullableIntColumn = () => Column({ type: 'int', nullable: true });

/** A tally: `integer NOT NULL DEFAULT 0`. */
export const CounterColumn = () => Column({ type: 'int', default: 0 });

/** `boolean NOT NULL DEFAULT value` */
export const FlagColumn = (value: boolean) => Column({ type: 'boolean', default: value });

/** `timestamptz NOT NULL` */
export const TimestamptzColumn = () => Column({ type: 'timestamptz' });

/** `timestamptz` that may be NULL. */
export const NullableTimestamptzColumn = () => Column({ type: 'timestamptz', nullable: true });

/** `timestamptz NOT NULL DEFAULT now()`: the database stamps the row when it is inserted. */
export const DefaultNowColumn = () => Column({ type: 'timestamptz', default: () => 'now()' });

/** When the row was inserted; the column's default now() fills it, and it never changes. */
export const CreatedAtColumn = () => CreateDateColumn({ type: 'timestamptz' });

/** When the row was last saved; TypeORM sets it on every update it issues. */
export const UpdatedAtColumn = () => UpdateDateColumn({ type: 'timestamptz' });

/** `uuid` NULL: a reference to a row keyed by a uuid (a member), whose foreign key the migration declares. */
export const NullableUuidColumn = () => Column({ type: 'uuid', nullable: true });
