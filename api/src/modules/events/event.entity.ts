import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('events')
export class EventEntity {
  @PrimaryGeneratedColumn()
  id: number;

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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
