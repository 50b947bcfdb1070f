import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Preferences } from '../../shared/contracts/personalization';
import { normalizePreferences } from './preferences-normalizer';
import { UserPreferences } from './user-preferences.entity';

@Injectable()
export class PreferencesService {
  constructor(@InjectRepository(UserPreferences) private readonly rows: Repository<UserPreferences>) {}

  /** The session's saved preferences, or the defaults when it has saved none. */
  async get(sessionId: string): Promise<Preferences> {
    const row = await this.rows.findOneBy({ sessionId });
    return normalizePreferences(row?.preferences);
  }

  /** One row per session: saving again replaces the previous choices. */
  async save(sessionId: string, preferences: Preferences): Promise<Preferences> {
    const clean = normalizePreferences(preferences);
    const [row] = await this.rows.query(
      `INSERT INTO user_preferences (session_id, preferences) VALUES ($1, $2::jsonb)
       ON CONFLICT (session_id) DO UPDATE SET preferences = EXCLUDED.preferences, updated_at = now()
       RETURNING preferences`,
      [sessionId, JSON.stringify(clean)],
    );
    return normalizePreferences(row.preferences);
  }
}
