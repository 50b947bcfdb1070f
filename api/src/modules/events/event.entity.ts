import { Column, Entity } from 'typeorm';
import { CreatedRow } from '../../database/row-bases';

@Entity('events')
export class EventEntity extends CreatedRow {
  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'varchar', length: 300 })
  location: string;

  /** Comma-separated line-up, as the spec stores it. */
  @Column({ type: 'text' })
  artists: string;

  @Column({ type: 'timestamptz' })
  eventDate: Date;

  @Column({ type: 'boolean', default: true })
  ticketsAvailable: boolean;
}
