import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per visitor session id; 'Daily Visitors' counts rows seen in the last 24 hours. */
@Entity('visitor_sessions')
export class VisitorSession {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  sessionId: string;

  @Column({ type: 'timestamptz' })
  firstSeenAt: Date;

  @Column({ type: 'timestamptz' })
  lastSeenAt: Date;

  @Column({ type: 'int', default: 0 })
  pageViews: number;

  @Column({ type: 'text', nullable: true })
  lastPath: string | null;
}
