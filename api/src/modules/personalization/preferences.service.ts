import { Injectable } from '@nestjs/common';
import type { Preferences } from '../../shared/contracts/personalization';
import { normalizePreferences } from './preferences-normalizer';
import { PersonalizationStore } from './personalization.store';

@Injectable()
export class PreferencesService {
  constructor(private readonly store: PersonalizationStore) {}

  /** The session's saved preferences, or the defaults when it has saved none. */
  async get(sessionId: string): Promise<Preferences> {
    return normalizePreferences(await this.store.preferencesOf(sessionId));
  }

  /** One row per session: saving again replaces the previous choices. */
  save(sessionId: string, preferences: Preferences): Promise<Preferences> {
    return this.store.savePreferences(sessionId, normalizePreferences(preferences));
  }
}
