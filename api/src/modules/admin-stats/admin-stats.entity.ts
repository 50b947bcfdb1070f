import { Entity } from 'typeorm';
import { CounterColumn, DefaultNowColumn } from '../../database/columns';
import { SerialRow } from '../../database/row-bases';

/** A single row, refreshed by the worker's stats job. */
@Entity('admin_stats')
export class AdminStats extends SerialRow {
  @CounterColumn()
  totalSubscribers: number;

  @CounterColumn()
  dailyVisitors: number;

  @CounterColumn()
  creditProgramYes: number;

  @CounterColumn()
  creditProgramNo: number;

  @DefaultNowColumn()
  lastUpdated: Date;
}
