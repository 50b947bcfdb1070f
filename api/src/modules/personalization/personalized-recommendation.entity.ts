import { Column, Entity } from 'typeorm';
import { CreatedRow } from '../../database/row-bases';

@Entity('personalized_recommendations')
export class PersonalizedRecommendation extends CreatedRow {
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 100 })
  sessionId: string;

  @Column({ type: 'int' })
  articleId: number;

  @Column({ type: 'double precision' })
  recommendationScore: number;

  @Column({ type: 'text' })
  recommendationReason: string;

  @Column({ type: 'varchar', length: 100, default: 'gpt-4o-mini' })
  aiModel: string;

  @Column({ type: 'jsonb', nullable: true })
  metadata: Record<string, unknown> | null;
}
