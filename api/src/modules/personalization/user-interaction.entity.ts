import { Column, Entity } from 'typeorm';
import { IntColumn, NullableVarcharColumn, VarcharColumn } from '../../database/columns';
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

  @NullableVarcharColumn(100)
  sessionId: string | null;

  @IntColumn()
  articleId: number;

  @VarcharColumn(30)
  interactionType: string;

  @Column({ type: 'double precision', nullable: true })
  interactionValue: number | null;

  @Column({ type: 'jsonb', nullable: true })
  metadata: Record<string, unknown> | null;
}
