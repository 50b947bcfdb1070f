import { Column, Entity } from 'typeorm';
import { SerialRow } from '../../database/row-bases';

/** A single row, refreshed by the worker's stats job. */
@Entity('admin_stats')
export class AdminStats extends SerialRow {
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
