import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A single row, refreshed by the worker's stats job. */
@Entity('admin_stats')
export class AdminStats {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', default: 0 })
  totalSubscribers: number;

  @Column({ type: 'int', default: 0 })
  dailyVisitors: number;

  @Column({ type: 'int', default: 0 })
  creditProgramYes: number;

  @Column({ type: 'int', default: 0 })
  creditProgramNo: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastUpdated: Date;
}
