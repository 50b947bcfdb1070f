import { Column, Entity } from 'typeorm';
import { FlagColumn, NullableTimestamptzColumn, NullableVarcharColumn, VarcharColumn } from '../../database/columns';
import { CreatedRow } from '../../database/row-bases';
import type { SubscriberStatus } from '../../shared/contracts/admin';

@Entity('subscriptions')
export class Subscription extends CreatedRow {
  /** Unique case-insensitively through the index on lower(email). */
  @VarcharColumn(254)
  email: string;

  @VarcharColumn(100)
  firstName: string;

  @VarcharColumn(100)
  lastName: string;

  @NullableVarcharColumn(40)
  phoneNumber: string | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  interests: string[];

  /** True while the subscription is pending or active; false once unsubscribed or bounced. */
  @FlagColumn(true)
  isActive: boolean;

  /** pending until the reader confirms by email; unsubscribed and bounced addresses get no newsletter. */
  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: SubscriberStatus;

  @NullableTimestamptzColumn()
  confirmedAt: Date | null;

  @NullableTimestamptzColumn()
  unsubscribedAt: Date | null;

  /** When the last confirmation email was queued: resends wait at least ten minutes. */
  @NullableTimestamptzColumn()
  confirmationSentAt: Date | null;

  @Column({ type: 'boolean' })
  creditProgramParticipation: boolean;
}
