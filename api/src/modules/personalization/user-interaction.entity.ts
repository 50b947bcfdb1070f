import { Column, Entity } from 'typeorm';
import { CreatedRow } from '../../database/row-bases';

@Entity('user_interactions')
export class UserInteraction extends CreatedRow {
  /**
   * Assigned by the API when the signal is accepted, so a job that runs twice
   * still stores the interaction once.
   */
  @Column({ type: 'uuid', unique: true })
  eventId: string;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  sessionId: string | null;

  @Column({ type: 'int' })
  articleId: number;

  @Column({ type: 'varchar', length: 30 })
  interactionType: string;

  @Column({ type: 'double precision', nullable: true })
  interactionValue: number | null;

  @Column({ type: 'jsonb', nullable: true })
  metadata: Record<string, unknown> | null;
}
