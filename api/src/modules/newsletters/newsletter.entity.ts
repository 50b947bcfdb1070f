import { Column, Entity } from 'typeorm';
import { NullableTextColumn, TextColumn, VarcharColumn } from '../../database/columns';
import { CreatedRow } from '../../database/row-bases';
import type { NewsletterSegment, NewsletterStatus } from '../../shared/contracts/newsletters';

@Entity('newsletters')
export class Newsletter extends CreatedRow {
  @VarcharColumn(300)
  title: string;

  @TextColumn()
  description: string;

  @TextColumn()
  content: string;

  @NullableTextColumn()
  imageUrl: string | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  tags: string[];

  /** Null for an unpublished draft; readers see only published newsletters. */
  @Column({ type: 'timestamptz', nullable: true, default: () => 'now()' })
  publishedAt: Date | null;

  /** The sending lifecycle; changed only by the store's conditional updates. */
  @Column({ type: 'varchar', length: 16, default: 'draft', update: false })
  status: NewsletterStatus;

  @Column({ type: 'timestamptz', nullable: true, update: false })
  scheduledAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true, update: false })
  sentAt: Date | null;

  @Column({ type: 'integer', nullable: true, update: false })
  recipientCount: number | null;

  @Column({ type: 'jsonb', nullable: true, update: false })
  segment: NewsletterSegment | null;

  /** The job that runs (or will run) the current send; a job with another id finds nothing to do. */
  @Column({ type: 'varchar', length: 120, nullable: true, update: false })
  sendJobId: string | null;

  /** The ISO week a weekly digest draft was written for; one digest per week. */
  @Column({ type: 'varchar', length: 8, nullable: true, update: false })
  digestWeek: string | null;
}
