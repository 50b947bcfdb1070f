import { Column, Entity } from 'typeorm';
import { EditedRow } from '../../database/row-bases';
import type { Preferences } from '../../shared/contracts/personalization';

@Entity('user_preferences')
export class UserPreferences extends EditedRow {
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 100, unique: true })
  sessionId: string;

  @Column({ type: 'jsonb' })
  preferences: Preferences;
}
