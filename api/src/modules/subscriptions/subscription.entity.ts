import { Column, Entity } from 'typeorm';
import { CreatedRow } from '../../database/row-bases';
import type { SubscriberStatus } from '../../shared/contracts/admin';

@Entity('subscriptions')
export class Subscription extends CreatedRow {
  /** Unique case-insensitively through the index on lower(email). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phoneNumber: string | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  interests: string[];

  /** True while the subscription is pending or active; false once unsubscribed or bounced. */
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** pending until the reader confirms by email; unsubscribed and bounced addresses get no newsletter. */
  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: SubscriberStatus;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  /** When the last confirmation email was queued: resends wait at least ten minutes. */
  @Column({ type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;

  @Column({ type: 'boolean' })
  creditProgramParticipation: boolean;
}
