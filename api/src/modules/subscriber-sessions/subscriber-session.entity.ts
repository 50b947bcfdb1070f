import { Entity, PrimaryColumn } from 'typeorm';
import { DefaultNowColumn, IntColumn } from '../../database/columns';

/**
 * A visitor session that belongs to a subscription: recorded when a browser
 * carrying the subscriber's signed cookie uses that session, removed by 'Not me'.
 * A session belongs to at most one subscription; a subscription may have many
 * (a phone, a laptop, a cleared browser).
 */
@Entity('subscriber_sessions')
export class SubscriberSession {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  sessionId: string;

  @IntColumn()
  subscriptionId: number;

  @DefaultNowColumn()
  linkedAt: Date;
}
