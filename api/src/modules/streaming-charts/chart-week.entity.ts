import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CounterColumn } from '../../database/columns';
import type { ChartSourceFailure } from '../../shared/contracts/charts';

/** A built week of one genre's chart, with the sources that failed it. */
@Entity('chart_weeks')
export class ChartWeek {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  genre: string;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  week: string;

  @Column({ type: 'jsonb', default: () => `'[]'::jsonb` })
  failedSources: ChartSourceFailure[];

  @CounterColumn()
  sourcesRead: number;

  @CounterColumn()
  entries: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  builtAt: Date;
}
