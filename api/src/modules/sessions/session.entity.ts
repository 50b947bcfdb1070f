import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Server-side login sessions, in the layout connect-pg-simple reads and writes. */
@Entity('sessions')
export class SessionRow {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;
}
