import { Column, Entity } from 'typeorm';
import {
  CounterColumn,
  FlagColumn,
  NullableIntColumn,
  NullableTextColumn,
  NullableTimestamptzColumn,
  TextColumn,
  VarcharColumn,
} from '../../database/columns';
import { EditedRow } from '../../database/row-bases';
import type { ChartColumnMapping, ChartSourceKind } from '../../shared/contracts/charts';

/** A chart the weekly build reads: Apple Music's most played, Last.fm's hip-hop tag, or an editor's JSON or CSV. */
@Entity('chart_sources')
export class ChartSource extends EditedRow {
  @VarcharColumn(100)
  name: string;

  @VarcharColumn(20)
  kind: ChartSourceKind;

  @TextColumn()
  url: string;

  /** Where a generic source keeps each field; empty for Apple Music and Last.fm, whose shapes are known. */
  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  mapping: ChartColumnMapping | Record<string, never>;

  /** How much the source's ranks count in the fused score. */
  @Column({ type: 'double precision', default: 1 })
  weight: number;

  @FlagColumn(true)
  enabled: boolean;

  @NullableTimestamptzColumn()
  lastFetchedAt: Date | null;

  @NullableTextColumn()
  lastOutcome: string | null;

  @NullableIntColumn()
  lastStatus: number | null;

  @CounterColumn()
  consecutiveFailures: number;
}
