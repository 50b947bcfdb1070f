import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '../../database/columns';

/** What a subscriber chose on their preferences page besides the artists they follow. */
@Entity('subscriber_preferences')
export class SubscriberPreferences {
  @PrimaryColumn({ type: 'int' })
  subscriptionId: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  categories: string[];

  /** New-drop alerts by email, on top of the weekly digest. */
  @Column({ type: 'boolean', default: false })
  alerts: boolean;

  @UpdatedAtColumn()
  updatedAt: Date;
}
