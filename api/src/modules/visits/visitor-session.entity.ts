import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CounterColumn, NullableTextColumn, TimestamptzColumn } from '../../database/columns';

/** One row per visitor session id; 'Daily Visitors' counts rows seen in the last 24 hours. */
@Entity('visitor_sessions')
export class VisitorSession {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  sessionId: string;

  @TimestamptzColumn()
  firstSeenAt: Date;

  @TimestamptzColumn()
  lastSeenAt: Date;

  @CounterColumn()
  pageViews: number;

  @NullableTextColumn()
  lastPath: string | null;

  /** The times of the session's last views (see RECENT_VIEWS_KEPT): a view at one of them is a replay. */
  @Column({ type: 'timestamptz', array: true, default: () => "'{}'" })
  recentViews: Date[];
}
