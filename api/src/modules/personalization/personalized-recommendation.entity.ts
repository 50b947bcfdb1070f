import { Column, Entity } from 'typeorm';
import { IntColumn, TextColumn, VarcharColumn } from '../../database/columns';
import { CreatedRow } from '../../database/row-bases';

@Entity('personalized_recommendations')
export class PersonalizedRecommendation extends CreatedRow {
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @VarcharColumn(100)
  sessionId: string;

  @IntColumn()
  articleId: number;

  @Column({ type: 'double precision' })
  recommendationScore: number;

  @TextColumn()
  recommendationReason: string;

  @Column({ type: 'varchar', length: 100, default: 'gpt-4o-mini' })
  aiModel: string;

  @Column({ type: 'jsonb', nullable: true })
  metadata: Record<string, unknown> | null;
}
